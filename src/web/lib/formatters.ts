import type { dateFormatSchema, Language, timeFormatSchema } from '@/shared/schemas/preferences';
import type { z } from 'zod';
import { isDateOnly, isValidTimeZone, startOfDateOnly } from '@/shared/domain/calendar';

export { isValidTimeZone };

export type DateFormat = z.infer<typeof dateFormatSchema>;
export type TimeFormat = z.infer<typeof timeFormatSchema>;

export interface FormatSettings {
  language: Language;
  timeZone: string;
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
}

export const DEFAULT_DATE_FORMAT: DateFormat = 'dd/MM/yyyy';
export const DEFAULT_TIME_FORMAT: TimeFormat = '24h';

/**
 * One `Intl` formatter per key, built on first use: building one costs milliseconds on a slow
 * phone (the first of a page far more, while the browser loads its locale data), and a screen
 * formats every date of a list with the same few.
 */
function cachedFormatter<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let formatter = cache.get(key);
  if (formatter === undefined) {
    formatter = build();
    cache.set(key, formatter);
  }
  return formatter;
}

let systemTimeZone: string | undefined;

export function browserTimeZone(): string {
  if (systemTimeZone === undefined) {
    try {
      systemTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      systemTimeZone = 'UTC';
    }
  }
  return systemTimeZone;
}

/** Every IANA zone the browser knows (settings › general). */
export function listTimeZones(): string[] {
  const withSupported = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = withSupported.supportedValuesOf?.('timeZone') ?? [];
  const all = zones.length ? zones : [browserTimeZone(), 'UTC'];
  return all.includes('UTC') ? all : ['UTC', ...all];
}

const INTL_LOCALE: Record<Language, string> = { es: 'es-ES', en: 'en-US', pt: 'pt-BR' };

interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: number;
  minute: string;
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Calendar parts of an instant as seen in `timeZone`. */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

export function zonedParts(value: Date | string | number, timeZone: string): ZonedParts {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const formatter = cachedFormatter(
    partsFormatters,
    zone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  const parts = formatter.formatToParts(toDate(value));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: Number.parseInt(get('hour'), 10) % 24,
    minute: get('minute'),
  };
}

export function formatDate(
  value: Date | string | number,
  settings: Pick<FormatSettings, 'timeZone' | 'dateFormat'>,
): string {
  const { year, month, day } = zonedParts(value, settings.timeZone);
  switch (settings.dateFormat) {
    case 'MM/dd/yyyy':
      return `${month}/${day}/${year}`;
    case 'yyyy-MM-dd':
      return `${year}-${month}-${day}`;
    default:
      return `${day}/${month}/${year}`;
  }
}

/**
 * A calendar day ('YYYY-MM-DD': due dates, phase dates, invoice dates) in the user's date
 * format. It has no time and no zone, so no time zone may move it to another day; anything that
 * is not such a day is shown as it is.
 */
export function formatDateOnly(day: string, settings: Pick<FormatSettings, 'dateFormat'>): string {
  if (!isDateOnly(day)) return day;
  return formatDate(startOfDateOnly(day), { timeZone: 'UTC', dateFormat: settings.dateFormat });
}

export function formatTime(
  value: Date | string | number,
  settings: Pick<FormatSettings, 'timeZone' | 'timeFormat'>,
): string {
  const { hour, minute } = zonedParts(value, settings.timeZone);
  if (settings.timeFormat === '12h') {
    const suffix = hour < 12 ? 'AM' : 'PM';
    const h12 = hour % 12 === 0 ? 12 : hour % 12;
    return `${h12}:${minute} ${suffix}`;
  }
  return `${String(hour).padStart(2, '0')}:${minute}`;
}

export function formatDateTime(value: Date | string | number, settings: FormatSettings): string {
  return `${formatDate(value, settings)} ${formatTime(value, settings)}`;
}

const monthYearFormatters = new Map<string, Intl.DateTimeFormat>();

/** "marzo de 2024" / "March 2024" / "março de 2024". */
export function formatMonthYear(
  value: Date | string | number,
  settings: Pick<FormatSettings, 'timeZone' | 'language'>,
): string {
  const locale = INTL_LOCALE[settings.language];
  const timeZone = isValidTimeZone(settings.timeZone) ? settings.timeZone : 'UTC';
  return cachedFormatter(
    monthYearFormatters,
    `${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone }),
  ).format(toDate(value));
}

const SECONDS_IN: Record<'minute' | 'hour' | 'day' | 'month' | 'year', number> = {
  minute: 60,
  hour: 3600,
  day: 86_400,
  month: 30 * 86_400,
  year: 365 * 86_400,
};

/**
 * The one unit a distance reads in, rounded, with the sign of `ms` (negative = in the past): the
 * largest that fits, seconds under a minute, minutes under an hour, hours under a day, days under
 * 30, months (of 30 days) under 12, then years (of 365 days).
 */
export function relativeParts(ms: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = ms / 1000;
  // Half away from zero, so 90 s ago and in 90 s both read 2 minutes.
  const round = (x: number) => Math.sign(x) * Math.round(Math.abs(x)) || 0;
  const inUnit = (unit: keyof typeof SECONDS_IN) => round(seconds / SECONDS_IN[unit]);
  if (Math.abs(round(seconds)) < 60) return { value: round(seconds), unit: 'second' };
  if (Math.abs(inUnit('minute')) < 60) return { value: inUnit('minute'), unit: 'minute' };
  if (Math.abs(inUnit('hour')) < 24) return { value: inUnit('hour'), unit: 'hour' };
  if (Math.abs(inUnit('day')) < 30) return { value: inUnit('day'), unit: 'day' };
  if (Math.abs(inUnit('month')) < 12) return { value: inUnit('month'), unit: 'month' };
  return { value: inUnit('year'), unit: 'year' };
}

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();
const nowFormatters = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How often the "now" of relative times moves on while they are shown (`useNow`). Something that
 * happened since it last moved is up to this much ahead of it, and reads as "now", not as a time
 * to come ("dentro de 12 segundos").
 */
export const NOW_TICK_MS = 30_000;

/**
 * "hace 3 días" / "3 days ago" / "há 3 dias": the browser's own words (Intl), no locale data
 * shipped. From "now" to one tick ahead of it: "ahora" / "now" / "agora".
 */
export function formatRelative(
  value: Date | string | number,
  language: Language,
  now: number = Date.now(),
): string {
  const locale = INTL_LOCALE[language];
  const distance = toDate(value).getTime() - now;
  if (distance >= 0 && distance < NOW_TICK_MS)
    return cachedFormatter(
      nowFormatters,
      locale,
      () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
    ).format(0, 'second');
  const { value: amount, unit } = relativeParts(distance);
  return cachedFormatter(
    relativeFormatters,
    locale,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }),
  ).format(amount, unit);
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  const locale = INTL_LOCALE[language];
  return cachedFormatter(
    numberFormatters,
    `${locale} ${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(value);
}

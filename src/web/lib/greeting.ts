import type { Language } from '@/shared/schemas/preferences';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/**
 * Where each greeting starts, by language: in Spain «buenos días» lasts until lunch (14 h) and
 * «buenas tardes» until dinner (21 h); English and Brazilian Portuguese switch at noon and 18 h.
 */
const BOUNDARIES: Record<Language, { morning: number; afternoon: number; evening: number }> = {
  es: { morning: 6, afternoon: 14, evening: 21 },
  en: { morning: 5, afternoon: 12, evening: 18 },
  pt: { morning: 5, afternoon: 12, evening: 18 },
};

/** Part of the day for the dashboard greeting at `hour` (0–23). */
export function dayPart(hour: number, language: Language = 'es'): DayPart {
  const b = BOUNDARIES[language];
  if (hour >= b.morning && hour < b.afternoon) return 'morning';
  if (hour >= b.afternoon && hour < b.evening) return 'afternoon';
  return 'evening';
}

/** The hour formatter of each zone ('' for the browser's), built once: building one is slow. */
const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hour (0–23) of `date` in an IANA time zone (falls back to the browser's zone). */
export function hourIn(date: Date, timeZone?: string): number {
  try {
    let formatter = hourFormatters.get(timeZone ?? '');
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone });
      hourFormatters.set(timeZone ?? '', formatter);
    }
    return Number.parseInt(formatter.format(date), 10) % 24;
  } catch {
    return date.getHours();
  }
}

/** First name for the greeting: first word of the full name, else the e-mail's local part. */
export function firstName(fullName: string | null | undefined, email?: string | null): string {
  const name = fullName?.trim().split(/\s+/)[0];
  if (name) return name;
  const local = email?.split('@')[0]?.trim();
  return local ?? '';
}

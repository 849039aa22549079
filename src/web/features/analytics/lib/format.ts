import type { Language } from '@/shared/schemas/preferences';

const INTL_LOCALE: Record<Language, string> = { es: 'es-ES', en: 'en-US', pt: 'pt-BR' };

/** The middle of a 'YYYY-MM' month in UTC, so no timezone moves it to the month before. */
export function monthDate(month: string): Date {
  const [year = Number.NaN, index = Number.NaN] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1, 15, 12));
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A 'YYYY-MM' month in the user's language: 'short' for chart axes ("Nov"), 'long' for
 * tooltips and tables ("Noviembre de 2026" / "November 2026" / "Novembro de 2026").
 */
export function monthLabel(month: string, language: Language, style: 'short' | 'long'): string {
  const date = monthDate(month);
  if (Number.isNaN(date.getTime())) return month;
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { month: 'short', timeZone: 'UTC' }
      : { month: 'long', year: 'numeric', timeZone: 'UTC' };
  return capitalise(new Intl.DateTimeFormat(INTL_LOCALE[language], options).format(date));
}

/** Money in the user's language, e.g. "4.200,00 €" (es) or "€4,200.00" (en). */
export function formatMoney(amount: number, language: Language, currency = 'EUR'): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], { style: 'currency', currency }).format(amount);
}

/** Short money for chart axes: "4,2 mil €" / "€4.2K". */
export function formatCompactMoney(amount: number, language: Language, currency = 'EUR'): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(amount);
}

/** A count in the user's language ("1.234" / "1,234"). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language]).format(value);
}

/** YYYY-MM-DD of a moment in local time, for file names. */
export function isoDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

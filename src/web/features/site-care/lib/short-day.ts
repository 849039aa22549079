import type { Language } from '@/shared/i18n/config';
import { isValidTimeZone } from '@/web/lib/formatters';

const LOCALE: Record<Language, string> = { es: 'es-ES', en: 'en-US', pt: 'pt-BR' };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, timeZone: string): Intl.DateTimeFormat {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const key = `${language} ${zone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALE[language], { day: 'numeric', month: 'short', timeZone: zone });
    formatters.set(key, found);
  }
  return found;
}

/** A chart axis's day, short: "20 nov" ('YYYY-MM-DD' is a calendar day, never moved by a zone). */
export function shortDay(day: string, language: Language): string {
  return formatter(language, 'UTC').format(new Date(`${day}T12:00:00Z`));
}

/** An instant's day in the person's time zone, short: "20 nov". */
export function shortDayOf(instant: string, language: Language, timeZone: string): string {
  return formatter(language, timeZone).format(new Date(instant));
}

/** "noviembre de 2026" for a 'YYYY-MM' month, whatever the time zone. */
export function monthName(month: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`));
}

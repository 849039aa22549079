import { format } from 'date-fns';
import { enUS, es, pt } from 'date-fns/locale';
import type { Language } from '@/shared/i18n/config';
import { dayAsDate, weekDays, type CalendarView, type Day } from './calendar-dates';

const LOCALES = { es, en: enUS, pt };

/** A day in the viewer's language with a date-fns pattern ('EEEE d MMMM', 'EEE', 'd'). */
export function formatDay(day: Day, pattern: string, language: Language): string {
  return format(dayAsDate(day), pattern, { locale: LOCALES[language] });
}

/**
 * The period a view shows: "noviembre 2026" for a month (and the agenda), "23–29 nov 2026" for a
 * week ("30 nov – 6 dic 2026" across months, with both years across a new year).
 */
export function periodTitle(view: CalendarView, anchor: Day, language: Language): string {
  if (view !== 'week') return formatDay(anchor, 'LLLL yyyy', language);
  const days = weekDays(anchor);
  const first = days[0]!;
  const last = days[6]!;
  if (first.slice(0, 4) !== last.slice(0, 4)) {
    return `${formatDay(first, 'd MMM yyyy', language)} – ${formatDay(last, 'd MMM yyyy', language)}`;
  }
  if (first.slice(0, 7) !== last.slice(0, 7)) {
    return `${formatDay(first, 'd MMM', language)} – ${formatDay(last, 'd MMM yyyy', language)}`;
  }
  return `${formatDay(first, 'd', language)}–${formatDay(last, 'd MMM yyyy', language)}`;
}

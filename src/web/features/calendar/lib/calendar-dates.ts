import { zonedParts } from '@/web/lib/formatters';

/**
 * Calendar days ('YYYY-MM-DD') and wall times in the viewer's time zone, with no time-zone
 * library: days are counted in UTC (no daylight saving there), and a wall time becomes an instant
 * through the zone's offset as `Intl` reports it.
 */
export type Day = string;

const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

function utcOf(day: Day): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function dayOfUtc(ms: number): Day {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function addDays(day: Day, days: number): Day {
  return dayOfUtc(utcOf(day) + days * DAY_MS);
}

export function addMonths(day: Day, months: number): Day {
  const date = new Date(utcOf(day));
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
  return dayOfUtc(first);
}

/** 0 for Monday … 6 for Sunday (weeks start on Monday). */
export function weekdayOf(day: Day): number {
  return (new Date(utcOf(day)).getUTCDay() + 6) % 7;
}

export function startOfWeek(day: Day): Day {
  return addDays(day, -weekdayOf(day));
}

export function startOfMonth(day: Day): Day {
  return `${day.slice(0, 7)}-01`;
}

export function sameMonth(a: Day, b: Day): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** The weeks (Monday to Sunday) that hold every day of `day`'s month: 4 to 6 rows of 7 days. */
export function monthGrid(day: Day): Day[][] {
  const first = startOfMonth(day);
  const next = addMonths(first, 1);
  const weeks: Day[][] = [];
  for (let start = startOfWeek(first); start < next; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

export function weekDays(day: Day): Day[] {
  const start = startOfWeek(day);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The calendar day an instant falls on in `timeZone`. */
export function dayIn(value: Date | string | number, timeZone: string): Day {
  const { year, month, day } = zonedParts(value, timeZone);
  return `${year}-${month}-${day}`;
}

/** 'HH:mm' of an instant in `timeZone`. */
export function timeIn(value: Date | string | number, timeZone: string): string {
  const { hour, minute } = zonedParts(value, timeZone);
  return `${pad(hour)}:${minute}`;
}

/** Minutes the zone's clock is ahead of UTC at an instant. */
function offsetMs(ms: number, timeZone: string): number {
  const p = zonedParts(ms, timeZone);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), p.hour, Number(p.minute));
  return wall - Math.floor(ms / 60_000) * 60_000;
}

/**
 * The instant a wall clock in `timeZone` shows `time` ('HH:mm') on `day`. A time skipped by a
 * daylight-saving change lands just after it; a repeated one takes its first occurrence.
 */
export function zonedInstant(day: Day, time: string, timeZone: string): Date {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const wall = utcOf(day) + (h * 60 + m) * 60_000;
  let instant = wall - offsetMs(wall, timeZone);
  const corrected = wall - offsetMs(instant, timeZone);
  if (corrected !== instant) instant = Math.min(instant, corrected);
  return new Date(instant);
}

/** The first instant of `day` in `timeZone`. */
export function startOfDayIn(day: Day, timeZone: string): Date {
  return zonedInstant(day, '00:00', timeZone);
}

/** A day as a local Date at noon, for formatting its name and number with date-fns. */
export function dayAsDate(day: Day): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

export type CalendarView = 'month' | 'week' | 'agenda';

/** The days a view shows around `anchor`: the month's grid, the week, or the month's days. */
export function visibleDays(view: CalendarView, anchor: Day): Day[] {
  if (view === 'week') return weekDays(anchor);
  if (view === 'month') return monthGrid(anchor).flat();
  const first = startOfMonth(anchor);
  const days: Day[] = [];
  for (let d = first; sameMonth(d, first); d = addDays(d, 1)) days.push(d);
  return days;
}

/** The instants [from, to) the view covers in `timeZone`, for GET /api/calendar/events. */
export function viewWindow(view: CalendarView, anchor: Day, timeZone: string): { from: string; to: string } {
  const days = visibleDays(view, anchor);
  return {
    from: startOfDayIn(days[0]!, timeZone).toISOString(),
    to: startOfDayIn(addDays(days[days.length - 1]!, 1), timeZone).toISOString(),
  };
}

/** The anchor one period before (-1) or after (+1). */
export function shiftAnchor(view: CalendarView, anchor: Day, step: -1 | 1): Day {
  return view === 'week' ? addDays(anchor, 7 * step) : addMonths(anchor, step);
}

import { zonedParts } from '@/web/lib/formatters';

/** The calendar day ('YYYY-MM-DD') of an instant as seen in `timeZone`. */
export function dayKey(value: Date | string | number, timeZone: string): string {
  const { year, month, day } = zonedParts(value, timeZone);
  return `${year}-${month}-${day}`;
}

export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; at: string };

/**
 * Where the chat shows a day divider: before the first message and before every message whose
 * calendar day (in the reader's time zone) differs from the one above it. Returns, per message
 * index, the divider's label, or nothing.
 */
export function dayDividers(
  createdAt: readonly string[],
  timeZone: string,
  now: Date = new Date(),
): Map<number, DayLabel> {
  const today = dayKey(now, timeZone);
  const yesterday = dayKey(new Date(now.getTime() - 24 * 60 * 60 * 1000), timeZone);
  const dividers = new Map<number, DayLabel>();
  let previous: string | null = null;
  createdAt.forEach((at, index) => {
    const day = dayKey(at, timeZone);
    if (day === previous) return;
    previous = day;
    dividers.set(
      index,
      day === today ? { kind: 'today' } : day === yesterday ? { kind: 'yesterday' } : { kind: 'date', at },
    );
  });
  return dividers;
}

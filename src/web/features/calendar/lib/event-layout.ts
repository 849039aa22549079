import { zonedParts } from '@/web/lib/formatters';
import { addDays, dayIn, startOfDayIn, type Day } from './calendar-dates';

/** What the layout needs of an event (the API's event has more). */
export interface Timed {
  id: string;
  start_at: string;
  end_at: string;
}

const MINUTES_PER_DAY = 1440;

/** Events overlapping `day` in `timeZone`, by start. */
export function eventsOnDay<E extends Timed>(events: readonly E[], day: Day, timeZone: string): E[] {
  const from = startOfDayIn(day, timeZone).getTime();
  const to = startOfDayIn(addDays(day, 1), timeZone).getTime();
  return events
    .filter((e) => Date.parse(e.start_at) < to && Date.parse(e.end_at) > from)
    .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at) || a.id.localeCompare(b.id));
}

/** One event's block in a day column of the week grid. */
export interface PlacedEvent<E extends Timed> {
  event: E;
  day: Day;
  /** Minutes from the day's midnight (wall clock) where the block starts and ends (0–1440). */
  startMinute: number;
  endMinute: number;
  /** Side by side with the events it overlaps: its column and how many columns share the width. */
  column: number;
  columns: number;
  /** The event began the day before / goes on the next day. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

/**
 * The blocks of one day column: each event cut to the day (an event crossing midnight is shown in
 * both columns), minute positions on the wall clock of `timeZone` (a 23- or 25-hour day still
 * spans the column), and overlapping events side by side in the fewest columns.
 */
export function placeDay<E extends Timed>(
  events: readonly E[],
  day: Day,
  timeZone: string,
  minMinutes = 15,
): PlacedEvent<E>[] {
  const from = startOfDayIn(day, timeZone).getTime();
  const to = startOfDayIn(addDays(day, 1), timeZone).getTime();
  const blocks = eventsOnDay(events, day, timeZone).map((event) => {
    const start = Date.parse(event.start_at);
    const end = Date.parse(event.end_at);
    const continuesBefore = start < from;
    const continuesAfter = end > to;
    const startMinute = continuesBefore ? 0 : wallMinute(start, day, timeZone);
    const rawEnd = continuesAfter ? MINUTES_PER_DAY : wallMinute(end, day, timeZone);
    const endMinute = Math.min(MINUTES_PER_DAY, Math.max(rawEnd, startMinute + minMinutes));
    return { event, day, startMinute, endMinute, column: 0, columns: 1, continuesBefore, continuesAfter };
  });
  assignColumns(blocks);
  return blocks;
}

/** Minutes since the wall clock's midnight of `day` (an instant on the next day counts 1440+). */
function wallMinute(ms: number, day: Day, timeZone: string): number {
  const { hour, minute } = zonedParts(ms, timeZone);
  return (dayIn(ms, timeZone) === day ? 0 : MINUTES_PER_DAY) + hour * 60 + Number(minute);
}

/** Clusters of transitively overlapping blocks; inside one, each block takes the first free column. */
function assignColumns(
  blocks: Array<{ startMinute: number; endMinute: number; column: number; columns: number }>,
) {
  let cluster: typeof blocks = [];
  let clusterEnd = -1;
  const close = () => {
    const columns = Math.max(1, ...cluster.map((b) => b.column + 1));
    for (const block of cluster) block.columns = columns;
    cluster = [];
  };
  for (const block of blocks) {
    if (block.startMinute >= clusterEnd) close();
    const taken = new Set(
      cluster.filter((other) => other.endMinute > block.startMinute).map((other) => other.column),
    );
    let column = 0;
    while (taken.has(column)) column += 1;
    block.column = column;
    cluster.push(block);
    clusterEnd = Math.max(clusterEnd, block.endMinute);
  }
  close();
}

/** The same event moved to start at `start`, keeping its length. */
export function moveTo<E extends Timed>(event: E, start: Date): { start_at: string; end_at: string } {
  const length = Date.parse(event.end_at) - Date.parse(event.start_at);
  return { start_at: start.toISOString(), end_at: new Date(start.getTime() + length).toISOString() };
}

import { describe, expect, it } from 'vitest';
import { eventsOnDay, moveTo, placeDay } from './event-layout';

const ev = (id: string, start: string, end: string) => ({ id, start_at: start, end_at: end });
const MADRID = 'Europe/Madrid';

describe('placeDay', () => {
  it('places an event by its start and end on the viewer’s clock', () => {
    const [block] = placeDay([ev('a', '2026-11-24T09:00:00Z', '2026-11-24T10:30:00Z')], '2026-11-24', MADRID);
    expect(block).toMatchObject({ startMinute: 600, endMinute: 690, column: 0, columns: 1 });
  });

  it('puts overlapping events side by side and a later one back in the first column', () => {
    const blocks = placeDay(
      [
        ev('a', '2026-11-24T08:00:00Z', '2026-11-24T10:00:00Z'),
        ev('b', '2026-11-24T09:00:00Z', '2026-11-24T11:00:00Z'),
        ev('c', '2026-11-24T09:30:00Z', '2026-11-24T10:30:00Z'),
        ev('d', '2026-11-24T10:00:00Z', '2026-11-24T10:45:00Z'),
        ev('e', '2026-11-24T14:00:00Z', '2026-11-24T15:00:00Z'),
      ],
      '2026-11-24',
      'UTC',
    );
    const byId = Object.fromEntries(blocks.map((b) => [b.event.id, b]));
    expect(byId.a).toMatchObject({ column: 0, columns: 3 });
    expect(byId.b).toMatchObject({ column: 1, columns: 3 });
    expect(byId.c).toMatchObject({ column: 2, columns: 3 });
    expect(byId.d).toMatchObject({ column: 0, columns: 3 });
    expect(byId.e).toMatchObject({ column: 0, columns: 1 });
  });

  it('shows an event crossing midnight in both days, cut at midnight', () => {
    const late = ev('late', '2026-11-24T22:00:00Z', '2026-11-25T01:00:00Z');
    const [first] = placeDay([late], '2026-11-24', MADRID);
    const [second] = placeDay([late], '2026-11-25', MADRID);
    expect(first).toMatchObject({ startMinute: 1380, endMinute: 1440, continuesAfter: true });
    expect(second).toMatchObject({ startMinute: 0, endMinute: 120, continuesBefore: true });
    expect(placeDay([late], '2026-11-26', MADRID)).toEqual([]);
  });

  it('gives a very short event a visible height', () => {
    const [block] = placeDay([ev('s', '2026-11-24T09:00:00Z', '2026-11-24T09:05:00Z')], '2026-11-24', 'UTC');
    expect(block!.endMinute - block!.startMinute).toBe(15);
  });
});

describe('eventsOnDay and moveTo', () => {
  it('lists the events touching a day in the viewer’s zone, by start', () => {
    const events = [
      ev('b', '2026-11-24T12:00:00Z', '2026-11-24T13:00:00Z'),
      ev('a', '2026-11-23T23:30:00Z', '2026-11-24T00:30:00Z'),
    ];
    expect(eventsOnDay(events, '2026-11-24', 'UTC').map((e) => e.id)).toEqual(['a', 'b']);
    expect(eventsOnDay(events, '2026-11-23', 'UTC').map((e) => e.id)).toEqual(['a']);
    expect(eventsOnDay(events, '2026-11-23', MADRID).map((e) => e.id)).toEqual([]);
  });

  it('moves an event keeping its length', () => {
    const moved = moveTo(
      ev('a', '2026-11-24T09:00:00Z', '2026-11-24T10:30:00Z'),
      new Date('2026-11-26T15:00:00Z'),
    );
    expect(moved).toEqual({ start_at: '2026-11-26T15:00:00.000Z', end_at: '2026-11-26T16:30:00.000Z' });
  });
});

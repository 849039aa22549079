import { describe, expect, it } from 'vitest';
import { dayDividers, dayKey } from './day-divider';

const now = new Date('2026-11-24T10:00:00Z');

describe('chat day dividers', () => {
  it('reads the calendar day in the reader’s time zone', () => {
    expect(dayKey('2026-11-23T23:30:00Z', 'UTC')).toBe('2026-11-23');
    expect(dayKey('2026-11-23T23:30:00Z', 'Europe/Madrid')).toBe('2026-11-24');
    expect(dayKey('2026-11-24T02:00:00Z', 'America/Mexico_City')).toBe('2026-11-23');
  });

  it('puts one divider before the first message of each day: a date, yesterday, today', () => {
    const dividers = dayDividers(
      [
        '2026-11-18T09:00:00Z',
        '2026-11-18T17:00:00Z',
        '2026-11-23T08:00:00Z',
        '2026-11-23T20:00:00Z',
        '2026-11-24T07:00:00Z',
      ],
      'UTC',
      now,
    );
    expect([...dividers.entries()]).toEqual([
      [0, { kind: 'date', at: '2026-11-18T09:00:00Z' }],
      [2, { kind: 'yesterday' }],
      [4, { kind: 'today' }],
    ]);
  });

  it('moves a late-evening message to the next day where the reader lives', () => {
    const at = ['2026-11-23T23:30:00Z'];
    expect(dayDividers(at, 'UTC', now).get(0)).toEqual({ kind: 'yesterday' });
    expect(dayDividers(at, 'Europe/Madrid', now).get(0)).toEqual({ kind: 'today' });
  });

  it('has no divider for an empty room', () => {
    expect(dayDividers([], 'UTC', now).size).toBe(0);
  });
});

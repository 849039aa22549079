import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayIn,
  monthGrid,
  shiftAnchor,
  timeIn,
  viewWindow,
  visibleDays,
  weekDays,
  zonedInstant,
} from './calendar-dates';

describe('monthGrid', () => {
  it('lays November 2026 (starting on a Sunday) in six weeks from Monday', () => {
    const weeks = monthGrid('2026-11-24');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]).toBe('2026-10-26');
    expect(weeks[0]![6]).toBe('2026-11-01');
    expect(weeks.at(-1)![6]).toBe('2026-12-06');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('needs only four weeks for a February that starts on Monday', () => {
    const weeks = monthGrid('2027-02-10');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe('2027-02-01');
    expect(weeks[3]![6]).toBe('2027-02-28');
  });

  it('starts the week on Monday even when the month starts on Sunday', () => {
    expect(monthGrid('2026-03-15')[0]![0]).toBe('2026-02-23');
    expect(weekDays('2026-03-01')).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });
});

describe('days across months and daylight saving', () => {
  it('counts days without drifting over a DST change', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('week', '2026-12-28', 1)).toBe('2027-01-04');
  });

  it('lists the agenda as the days of the month', () => {
    const days = visibleDays('agenda', '2026-02-14');
    expect(days).toHaveLength(28);
    expect(days[0]).toBe('2026-02-01');
  });
});

describe('time zones', () => {
  it('shows an instant on the day and time of the viewer’s zone', () => {
    const instant = '2026-11-24T23:30:00.000Z';
    expect(dayIn(instant, 'Europe/Madrid')).toBe('2026-11-25');
    expect(timeIn(instant, 'Europe/Madrid')).toBe('00:30');
    expect(dayIn(instant, 'America/Mexico_City')).toBe('2026-11-24');
    expect(timeIn(instant, 'America/Mexico_City')).toBe('17:30');
    expect(timeIn(instant, 'America/Sao_Paulo')).toBe('20:30');
  });

  it('turns a wall time into the instant, in winter and in summer', () => {
    expect(zonedInstant('2026-11-24', '17:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-11-24T16:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '17:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-07-01T15:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '09:15', 'America/New_York').toISOString()).toBe(
      '2026-07-01T13:15:00.000Z',
    );
    expect(zonedInstant('2026-03-29', '00:00', 'Europe/Madrid').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
  });

  it('asks for the view’s window from the first to the day after the last shown day', () => {
    expect(viewWindow('week', '2026-11-25', 'Europe/Madrid')).toEqual({
      from: '2026-11-22T23:00:00.000Z',
      to: '2026-11-29T23:00:00.000Z',
    });
    expect(viewWindow('month', '2026-11-25', 'UTC')).toEqual({
      from: '2026-10-26T00:00:00.000Z',
      to: '2026-12-07T00:00:00.000Z',
    });
  });
});

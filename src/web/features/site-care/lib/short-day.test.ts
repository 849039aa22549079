import { describe, expect, it } from 'vitest';
import { monthName, shortDay, shortDayOf } from './short-day';

describe('short days and month names', () => {
  it('names a calendar day and a month the same in every time zone', () => {
    expect(shortDay('2026-11-01', 'en')).toBe('Nov 1');
    expect(monthName('2026-11', 'es')).toBe('noviembre de 2026');
    expect(monthName('2027-01', 'en')).toBe('January 2027');
  });

  it("reads an instant's day in the person's zone", () => {
    expect(shortDayOf('2026-11-20T23:30:00Z', 'en', 'UTC')).toBe('Nov 20');
    expect(shortDayOf('2026-11-20T23:30:00Z', 'en', 'Europe/Madrid')).toBe('Nov 21');
  });
});

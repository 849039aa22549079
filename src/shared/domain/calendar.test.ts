import { describe, expect, it } from 'vitest';
import { dateOnlyIn, endOfDateOnly, startOfDateOnly } from './calendar';

describe('calendar days', () => {
  it('tells the day a moment falls on in the reader’s zone', () => {
    const lateInMadrid = new Date('2026-11-24T23:30:00Z');
    expect(dateOnlyIn(lateInMadrid, 'Europe/Madrid')).toBe('2026-11-25');
    expect(dateOnlyIn(lateInMadrid, 'America/Mexico_City')).toBe('2026-11-24');
    expect(dateOnlyIn(lateInMadrid, 'UTC')).toBe('2026-11-24');
  });

  it('bounds a day in UTC, the end exclusive', () => {
    expect(startOfDateOnly('2026-11-24').toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(endOfDateOnly('2026-11-24').toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });
});

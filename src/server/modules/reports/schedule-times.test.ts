import { describe, expect, it } from 'vitest';
import { firstRunAfter, nextRunAfter } from './schedule-times';

const at = (iso: string) => new Date(iso);

describe('schedule times', () => {
  it('runs a new schedule at the next 07:00 UTC', () => {
    expect(firstRunAfter(at('2026-11-24T06:59:00Z')).toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(firstRunAfter(at('2026-11-24T07:00:00Z')).toISOString()).toBe('2026-11-25T07:00:00.000Z');
    expect(firstRunAfter(at('2026-11-24T21:10:00Z')).toISOString()).toBe('2026-11-25T07:00:00.000Z');
  });

  it('moves a claimed run a week or a month on, past now even when runs were missed', () => {
    const run = at('2026-11-24T07:00:00Z');
    expect(nextRunAfter('weekly', run, at('2026-11-24T07:01:00Z')).toISOString()).toBe(
      '2026-12-01T07:00:00.000Z',
    );
    expect(nextRunAfter('weekly', run, at('2026-12-09T08:00:00Z')).toISOString()).toBe(
      '2026-12-15T07:00:00.000Z',
    );
    expect(nextRunAfter('monthly', run, at('2026-11-24T07:01:00Z')).toISOString()).toBe(
      '2026-12-24T07:00:00.000Z',
    );
  });
});

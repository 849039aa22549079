import { describe, expect, it } from 'vitest';
import {
  applyTextFilter,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  isIsoDate,
  rangeError,
  summarize,
  toServerQuery,
} from './security-filters';

const log = (event: string, user_name: string | null, email: string | null) => ({ event, user_name, email });

describe('filters in the URL', () => {
  it('reads every filter and writes them back unchanged', () => {
    const params = new URLSearchParams('event=sign_in_failed&from=2026-11-01&to=2026-11-21&q=marta');
    const filters = filtersFromParams(params);
    expect(filters).toEqual({ event: 'sign_in_failed', from: '2026-11-01', to: '2026-11-21', q: 'marta' });
    expect(filtersToParams(filters).toString()).toBe(
      'event=sign_in_failed&from=2026-11-01&to=2026-11-21&q=marta',
    );
  });

  it('ignores malformed values and leaves empty filters out of the URL', () => {
    expect(filtersFromParams(new URLSearchParams('event=drop table;&from=2026-02-30&to=ayer'))).toEqual(
      EMPTY_FILTERS,
    );
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('21/11/2026')).toBe(false);
  });
});

describe('date range', () => {
  it('rejects an end before the start and does not send that range', () => {
    const filters = { ...EMPTY_FILTERS, event: 'sign_in', from: '2026-11-21', to: '2026-11-01' };
    expect(rangeError(filters)).toBe('toBeforeFrom');
    expect(toServerQuery(filters)).toEqual({ event: 'sign_in' });
  });

  it('accepts one-day, open-ended and empty ranges', () => {
    expect(rangeError({ from: '2026-11-21', to: '2026-11-21' })).toBeNull();
    expect(toServerQuery({ ...EMPTY_FILTERS, from: '2026-11-21', to: '2026-11-21' })).toEqual({
      from: '2026-11-21',
      to: '2026-11-21',
    });
    expect(toServerQuery({ ...EMPTY_FILTERS, from: '2026-11-01' })).toEqual({ from: '2026-11-01' });
    expect(toServerQuery({ ...EMPTY_FILTERS, to: '2026-11-01' })).toEqual({ to: '2026-11-01' });
    expect(toServerQuery({ ...EMPTY_FILTERS, q: 'marta' })).toEqual({});
  });

  it('sends the viewer’s timezone with dates only', () => {
    expect(toServerQuery({ ...EMPTY_FILTERS, from: '2026-11-01' }, 'Europe/Madrid')).toEqual({
      from: '2026-11-01',
      tz: 'Europe/Madrid',
    });
    expect(toServerQuery({ ...EMPTY_FILTERS, event: 'sign_in' }, 'Europe/Madrid')).toEqual({
      event: 'sign_in',
    });
  });
});

describe('client-side text filter and summary', () => {
  const logs = [
    log('sign_in', 'José Pérez', null),
    log('sign_in_failed', null, 'intruso@example.com'),
    log('sign_in_failed', 'Marta Ruiz', 'marta@websy.demo'),
    log('sign_out', null, null),
  ];

  it('matches name or e-mail, ignoring case and accents', () => {
    expect(applyTextFilter(logs, 'jose')).toEqual([logs[0]]);
    expect(applyTextFilter(logs, 'EXAMPLE.com')).toEqual([logs[1]]);
    expect(applyTextFilter(logs, ' websy ')).toEqual([logs[2]]);
    expect(applyTextFilter(logs, '')).toBe(logs);
    expect(applyTextFilter(logs, 'nadie')).toEqual([]);
  });

  it('counts events and failed sign-ins', () => {
    expect(summarize(logs)).toEqual({ total: 4, failedSignIns: 2 });
    expect(summarize([])).toEqual({ total: 0, failedSignIns: 0 });
  });

  it('says whether anything is filtered', () => {
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, q: '   ' })).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, to: '2026-11-01' })).toBe(true);
  });
});

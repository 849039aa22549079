import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatRelative,
  relativeParts,
  formatDateOnly,
  formatDateTime,
  formatMonthYear,
  formatTime,
  isValidTimeZone,
  listTimeZones,
  zonedParts,
} from './formatters';

const instant = '2026-03-29T00:30:00Z'; // 01:30 in Madrid (CET), the night clocks change

describe('formatters follow the chosen time zone and formats', () => {
  it('puts the calendar date in the user’s zone, not the browser’s', () => {
    expect(zonedParts(instant, 'Europe/Madrid')).toMatchObject({
      year: '2026',
      month: '03',
      day: '29',
      hour: 1,
    });
    expect(zonedParts(instant, 'America/Mexico_City')).toMatchObject({ day: '28', hour: 18 });
  });

  it('writes the three date formats', () => {
    const settings = { timeZone: 'Europe/Madrid' } as const;
    expect(formatDate(instant, { ...settings, dateFormat: 'dd/MM/yyyy' })).toBe('29/03/2026');
    expect(formatDate(instant, { ...settings, dateFormat: 'MM/dd/yyyy' })).toBe('03/29/2026');
    expect(formatDate(instant, { ...settings, dateFormat: 'yyyy-MM-dd' })).toBe('2026-03-29');
  });

  it('writes 24 h and 12 h times', () => {
    expect(formatTime('2026-06-01T16:05:00Z', { timeZone: 'UTC', timeFormat: '24h' })).toBe('16:05');
    expect(formatTime('2026-06-01T16:05:00Z', { timeZone: 'UTC', timeFormat: '12h' })).toBe('4:05 PM');
    expect(formatTime('2026-06-01T00:05:00Z', { timeZone: 'UTC', timeFormat: '12h' })).toBe('12:05 AM');
    expect(formatTime('2026-06-01T12:00:00Z', { timeZone: 'UTC', timeFormat: '12h' })).toBe('12:00 PM');
  });

  it('combines date and time', () => {
    expect(
      formatDateTime('2026-06-01T16:05:00Z', {
        language: 'es',
        timeZone: 'Europe/Madrid',
        dateFormat: 'dd/MM/yyyy',
        timeFormat: '24h',
      }),
    ).toBe('01/06/2026 18:05');
  });

  it('names the month in the user’s language', () => {
    expect(formatMonthYear('2026-11-21T10:00:00Z', { language: 'es', timeZone: 'UTC' })).toBe(
      'noviembre de 2026',
    );
    expect(formatMonthYear('2026-11-21T10:00:00Z', { language: 'en', timeZone: 'UTC' })).toBe(
      'November 2026',
    );
    expect(formatMonthYear('2026-11-21T10:00:00Z', { language: 'pt', timeZone: 'UTC' })).toBe(
      'novembro de 2026',
    );
  });

  it('writes a calendar day (due dates) as that day, whatever the time zone', () => {
    expect(formatDateOnly('2026-11-21', { dateFormat: 'dd/MM/yyyy' })).toBe('21/11/2026');
    expect(formatDateOnly('2026-11-21', { dateFormat: 'MM/dd/yyyy' })).toBe('11/21/2026');
    expect(formatDateOnly('2026-12-31', { dateFormat: 'yyyy-MM-dd' })).toBe('2026-12-31');
    // Noon in UTC is already the next day in Kiritimati (UTC+14): a day is not an instant.
    expect(
      formatDate('2026-12-31T12:00:00Z', { timeZone: 'Pacific/Kiritimati', dateFormat: 'yyyy-MM-dd' }),
    ).toBe('2027-01-01');
    expect(formatDateOnly('no es una fecha', { dateFormat: 'dd/MM/yyyy' })).toBe('no es una fecha');
  });

  it('falls back to UTC for an unknown zone instead of failing', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(formatDate(instant, { timeZone: 'Mars/Olympus', dateFormat: 'yyyy-MM-dd' })).toBe('2026-03-29');
  });

  it('lists the IANA zones, UTC included', () => {
    const zones = listTimeZones();
    expect(zones).toContain('Europe/Madrid');
    expect(zones).toContain('UTC');
  });
});

describe('relative times (Intl, no locale data shipped)', () => {
  it('reads a distance in the largest unit that fits, rounded, past or future', () => {
    expect(relativeParts(-5_000)).toEqual({ value: -5, unit: 'second' });
    expect(relativeParts(-59_400)).toEqual({ value: -59, unit: 'second' });
    expect(relativeParts(-90_000)).toEqual({ value: -2, unit: 'minute' });
    expect(relativeParts(3 * 3_600_000)).toEqual({ value: 3, unit: 'hour' });
    expect(relativeParts(-3 * 86_400_000)).toEqual({ value: -3, unit: 'day' });
    expect(relativeParts(-45 * 86_400_000)).toEqual({ value: -2, unit: 'month' });
    expect(relativeParts(-800 * 86_400_000)).toEqual({ value: -2, unit: 'year' });
    expect(relativeParts(0)).toEqual({ value: 0, unit: 'second' });
  });

  it('says it in the viewer’s language', () => {
    const threeDaysAgo = Date.now() - 3 * 86_400_000;
    expect(formatRelative(threeDaysAgo, 'es')).toBe('hace 3 días');
    expect(formatRelative(threeDaysAgo, 'en')).toBe('3 days ago');
    expect(formatRelative(threeDaysAgo, 'pt')).toBe('há 3 dias');
    expect(formatRelative(Date.now() + 2 * 3_600_000, 'es')).toBe('dentro de 2 horas');
  });

  it('reads what happened since "now" last moved as now, not as a time to come', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    // A comment written 12 s after the clock of relative times last moved on (every 30 s).
    expect(formatRelative(now + 12_000, 'es', now)).toBe('ahora');
    expect(formatRelative(now + 12_000, 'en', now)).toBe('now');
    expect(formatRelative(now + 12_000, 'pt', now)).toBe('agora');
    expect(formatRelative(now, 'es', now)).toBe('ahora');
    expect(formatRelative(now - 12_000, 'es', now)).toBe('hace 12 segundos');
    expect(formatRelative(now + 45_000, 'es', now)).toBe('dentro de 45 segundos');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCompactMoney, formatMoney, monthDate, monthLabel } from './format';

describe('month labels', () => {
  it('reads YYYY-MM in the middle of the month, whatever the timezone', () => {
    expect(monthDate('2026-01').toISOString()).toBe('2026-01-15T12:00:00.000Z');
    expect(monthDate('2025-12').getUTCMonth()).toBe(11);
  });

  it('names months short for axes and long for tables, in the user language', () => {
    expect(monthLabel('2026-11', 'es', 'short')).toBe('Nov');
    expect(monthLabel('2026-11', 'en', 'short')).toBe('Nov');
    expect(monthLabel('2026-05', 'pt', 'short')).toMatch(/^Mai/);
    expect(monthLabel('2026-11', 'es', 'long')).toBe('Noviembre de 2026');
    expect(monthLabel('2026-11', 'en', 'long')).toBe('November 2026');
    expect(monthLabel('2026-03', 'pt', 'long')).toBe('Março de 2026');
  });

  it('leaves anything that is not a month as it came', () => {
    expect(monthLabel('sin-fecha', 'es', 'long')).toBe('sin-fecha');
  });
});

describe('money', () => {
  it('formats euros in the user language', () => {
    expect(formatMoney(4200, 'es').replace(/\s/g, ' ')).toBe('4200,00 €');
    expect(formatMoney(12400.5, 'es').replace(/\s/g, ' ')).toBe('12.400,50 €');
    expect(formatMoney(4200, 'en')).toBe('€4,200.00');
    expect(formatMoney(4200, 'pt').replace(/\s/g, ' ')).toBe('€ 4.200,00');
  });

  it('shortens big amounts for axes', () => {
    expect(formatCompactMoney(4200, 'en')).toBe('€4.2K');
    expect(formatCompactMoney(0, 'en')).toBe('€0');
  });
});

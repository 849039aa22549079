import { describe, expect, it } from 'vitest';
import { dayPart, firstName, hourIn } from './greeting';

describe('dashboard greeting', () => {
  it('says «buenos días» until lunch and «buenas tardes» until dinner in Spanish', () => {
    expect(dayPart(6, 'es')).toBe('morning');
    expect(dayPart(13, 'es')).toBe('morning');
    expect(dayPart(14, 'es')).toBe('afternoon');
    expect(dayPart(20, 'es')).toBe('afternoon');
    expect(dayPart(21, 'es')).toBe('evening');
    expect(dayPart(2, 'es')).toBe('evening');
  });

  it('switches at noon and 18 h in English and Portuguese', () => {
    expect(dayPart(11, 'en')).toBe('morning');
    expect(dayPart(12, 'en')).toBe('afternoon');
    expect(dayPart(18, 'pt')).toBe('evening');
    expect(dayPart(5, 'pt')).toBe('morning');
  });

  it('reads the hour in the chosen time zone', () => {
    const instant = new Date('2026-01-15T12:30:00Z');
    expect(hourIn(instant, 'UTC')).toBe(12);
    expect(hourIn(instant, 'Europe/Madrid')).toBe(13);
    expect(hourIn(instant, 'America/Mexico_City')).toBe(6);
  });

  it('greets by the first name, or by the e-mail when there is no name', () => {
    expect(firstName('Ana María Pérez', 'ana@x.com')).toBe('Ana');
    expect(firstName('   ', 'lucia@cliente.es')).toBe('lucia');
    expect(firstName('', null)).toBe('');
  });
});

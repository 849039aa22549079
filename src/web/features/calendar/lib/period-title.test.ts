import { describe, expect, it } from 'vitest';
import { periodTitle } from './period-title';

describe('periodTitle', () => {
  it('names the month in the viewer’s language', () => {
    expect(periodTitle('month', '2026-11-24', 'es')).toBe('noviembre 2026');
    expect(periodTitle('agenda', '2026-11-24', 'en')).toBe('November 2026');
    expect(periodTitle('month', '2026-03-02', 'pt')).toBe('março 2026');
  });

  it('names the week by its Monday and Sunday', () => {
    expect(periodTitle('week', '2026-11-25', 'es')).toBe('23–29 nov 2026');
    expect(periodTitle('week', '2026-12-01', 'en')).toBe('30 Nov – 6 Dec 2026');
    expect(periodTitle('week', '2026-12-31', 'es')).toBe('28 dic 2026 – 3 ene 2027');
  });
});

import { describe, expect, it } from 'vitest';
import { canReply, hasCriteria, pageRange, toListQuery } from './ticket-filters';

describe('toListQuery', () => {
  it('sends page and limit as text and leaves empty criteria out', () => {
    expect(toListQuery({ page: 2, search: '  ', assigned_to: '' })).toEqual({
      estado: undefined,
      prioridad: undefined,
      assigned_to: undefined,
      search: undefined,
      page: '2',
      limit: '20',
    });
  });
  it('trims the search and keeps the filters', () => {
    expect(
      toListQuery({ page: 0, estado: 'abierto', prioridad: 'alta', search: ' logo ' }, 10),
    ).toMatchObject({
      estado: 'abierto',
      prioridad: 'alta',
      search: 'logo',
      page: '1',
      limit: '10',
    });
  });
});

describe('hasCriteria', () => {
  it('ignores the page and blank search', () => {
    expect(hasCriteria({ page: 3, search: ' ' })).toBe(false);
    expect(hasCriteria({ page: 1, prioridad: 'baja' })).toBe(true);
  });
});

describe('pageRange', () => {
  it('computes 1–20 de 237 style ranges', () => {
    expect(pageRange(1, 20, 20, 237)).toEqual({ from: 1, to: 20 });
    expect(pageRange(12, 20, 17, 237)).toEqual({ from: 221, to: 237 });
    expect(pageRange(1, 20, 0, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('canReply', () => {
  it('is closed only for closed tickets', () => {
    expect(canReply('cerrado')).toBe(false);
    expect(canReply('resuelto')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createHelpSearch, foldTerm, rangesOf } from './search';
import { readArticles } from './read-articles';

const es = createHelpSearch(readArticles('es').map(({ article }) => article));
const en = createHelpSearch(readArticles('en').map(({ article }) => article));
const firstId = (hits: ReturnType<typeof es.search>) => hits[0]?.article.id;

describe('the help search', () => {
  it('finds the billing article without the accent and with a typo', () => {
    expect(firstId(es.search('facturación'))).toBe('billing-invoices');
    expect(firstId(es.search('facturacion'))).toBe('billing-invoices');
    expect(firstId(es.search('factuacion'))).toBe('billing-invoices');
    expect(firstId(es.search('FACTUACION'))).toBe('billing-invoices');
  });

  it('matches by prefix while typing, and every word must match', () => {
    expect(firstId(es.search('verificaci'))).toBe('two-step-sign-in');
    expect(firstId(en.search('two-step verif'))).toBe('two-step-sign-in');
    expect(es.search('factura calendario suscribirse')).toEqual([]);
  });

  it('searches tags too', () => {
    expect(es.search('2fa').map((hit) => hit.article.id)).toContain('two-step-sign-in');
  });

  it('returns every article for an empty query, and filters by category', () => {
    const all = es.search('   ');
    expect(all.length).toBeGreaterThanOrEqual(20);
    const troubleshooting = es.search('', 'troubleshooting');
    expect(troubleshooting.length).toBeGreaterThan(0);
    expect(troubleshooting.every((hit) => hit.article.category === 'troubleshooting')).toBe(true);
    expect(es.search('factura', 'troubleshooting').map((hit) => hit.article.id)).not.toContain(
      'billing-invoices',
    );
  });

  it('finds nothing for nonsense', () => {
    expect(es.search('zzqxwv')).toEqual([]);
  });

  it('returns the ranges of the matched words in the title and in the excerpt', () => {
    const hit = es.search('facturacion')[0]!;
    const marked = hit.titleRanges.map(({ start, end }) => hit.article.title.slice(start, end));
    expect(marked).toEqual(['Facturación']);
    for (const { start, end } of hit.excerptRanges) {
      expect(foldTerm(hit.excerpt.slice(start, end))).toBe('facturacion');
    }
    expect(hit.excerptRanges.length).toBeGreaterThan(0);
    expect(hit.excerpt.length).toBeLessThanOrEqual(122);
  });

  it('folds accents and case, and marks whole words only', () => {
    expect(foldTerm('Configuración')).toBe('configuracion');
    expect(rangesOf('La Facturación y facturas', new Set(['facturacion']))).toEqual([{ start: 3, end: 14 }]);
  });
});

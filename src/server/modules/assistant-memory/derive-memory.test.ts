import { describe, expect, it } from 'vitest';
import { containing, contextWords, keyTopics, mostFrequent, searchTerm, summarize } from './derive-memory';

describe('memory derivation', () => {
  it('finds the most frequent meaningful words, as first written', () => {
    expect(
      keyTopics([
        '¿Cómo va el diseño de la tienda?',
        'Quiero cambiar el Diseño del checkout de la tienda',
        'el checkout falla para mis clientes',
      ]),
    ).toEqual(['diseño', 'tienda', 'checkout', 'cambiar', 'falla']);
    expect(keyTopics(['hola', 'para como'])).toEqual([]);
  });

  it('summarizes by the first and last questions, clipped', () => {
    expect(summarize([])).toBe('');
    expect(summarize(['  ¿Cómo va\n mi proyecto? '])).toBe('¿Cómo va mi proyecto?');
    expect(summarize(['primera', 'segunda', 'tercera'])).toBe('primera … tercera');
    const long = summarize(['x'.repeat(400)]);
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('counts the most frequent values', () => {
    expect(mostFrequent([9, 10, 10, 14, 9, 10], 2)).toEqual([10, 9]);
  });

  it('picks the context words and the search term of docs/product.md#validation', () => {
    expect(contextWords('ab')).toEqual([]);
    expect(contextWords('¿la política de pagos y reembolsos de la tienda web?')).toEqual([
      'política',
      'pagos',
      'reembolsos',
      'tienda',
      'web',
    ]);
    expect(searchTerm('de pagos mensuales')).toBe('pagos');
    expect(searchTerm('ab')).toBe('ab');
    expect(containing('50%_a\\')).toBe('%50\\%\\_a\\\\%');
  });
});

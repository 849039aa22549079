import { describe, expect, it } from 'vitest';
import { emptyToNull, parseHours, parseList } from './form-values';

describe('form values', () => {
  it('turns blank text into null', () => {
    expect(emptyToNull('  ')).toBeNull();
    expect(emptyToNull(' 2026-11-01 ')).toBe('2026-11-01');
  });

  it('splits comma-separated tags without blanks or repeats', () => {
    expect(parseList('Figma, SEO,, seo ,React ')).toEqual(['Figma', 'SEO', 'React']);
    expect(parseList('')).toEqual([]);
  });

  it('reads hours with a comma or a dot, and leaves nonsense for the schema', () => {
    expect(parseHours('2,5')).toBe(2.5);
    expect(parseHours('')).toBeNull();
    expect(parseHours('mucho')).toBe('mucho');
  });
});

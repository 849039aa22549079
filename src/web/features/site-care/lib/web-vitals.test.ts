import { describe, expect, it } from 'vitest';
import { ratePerformance, rateVital } from './web-vitals';

describe('web.dev thresholds', () => {
  it('rates LCP: good up to 2.5 s, poor above 4 s', () => {
    expect(rateVital('lcp', 2500)).toBe('good');
    expect(rateVital('lcp', 2501)).toBe('needsImprovement');
    expect(rateVital('lcp', 4000)).toBe('needsImprovement');
    expect(rateVital('lcp', 4001)).toBe('poor');
  });

  it('rates CLS: good up to 0.1, poor above 0.25', () => {
    expect(rateVital('cls', 0)).toBe('good');
    expect(rateVital('cls', 0.1)).toBe('good');
    expect(rateVital('cls', 0.11)).toBe('needsImprovement');
    expect(rateVital('cls', 0.25)).toBe('needsImprovement');
    expect(rateVital('cls', 0.26)).toBe('poor');
  });

  it('rates INP: good up to 200 ms, poor above 500 ms', () => {
    expect(rateVital('inp', 200)).toBe('good');
    expect(rateVital('inp', 201)).toBe('needsImprovement');
    expect(rateVital('inp', 500)).toBe('needsImprovement');
    expect(rateVital('inp', 501)).toBe('poor');
  });

  it("rates the performance score in Lighthouse's bands", () => {
    expect(ratePerformance(100)).toBe('good');
    expect(ratePerformance(90)).toBe('good');
    expect(ratePerformance(89)).toBe('needsImprovement');
    expect(ratePerformance(50)).toBe('needsImprovement');
    expect(ratePerformance(49)).toBe('poor');
    expect(ratePerformance(0)).toBe('poor');
  });
});

/**
 * How a page's speed figures read to a person: the thresholds web.dev publishes for the Core Web
 * Vitals (https://web.dev/articles/vitals: good at or under the first bound, poor above the
 * second, needs improvement between) and Lighthouse's bands for the performance score.
 */
export type Rating = 'good' | 'needsImprovement' | 'poor';

export type Vital = 'lcp' | 'cls' | 'inp';

/** [good up to, poor above]: LCP and INP in milliseconds, CLS unitless. */
export const VITAL_THRESHOLDS: Record<Vital, readonly [number, number]> = {
  lcp: [2500, 4000],
  cls: [0.1, 0.25],
  inp: [200, 500],
};

export function rateVital(vital: Vital, value: number): Rating {
  const [good, poor] = VITAL_THRESHOLDS[vital];
  if (value <= good) return 'good';
  return value <= poor ? 'needsImprovement' : 'poor';
}

/** Lighthouse's performance score: 90–100 good, 50–89 needs improvement, 0–49 poor. */
export function ratePerformance(score: number): Rating {
  if (score >= 90) return 'good';
  return score >= 50 ? 'needsImprovement' : 'poor';
}

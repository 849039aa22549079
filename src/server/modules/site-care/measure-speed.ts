import { z } from 'zod';

/** A PageSpeed Insights run's figures, as stored (site_speed_runs). */
export interface SpeedMeasure {
  performance: number;
  lcpMs: number | null;
  cls: number | null;
  inpMs: number | null;
}

export interface PagespeedSettings {
  apiKey?: string | undefined;
  baseUrl: string;
}

/** PageSpeed Insights takes tens of seconds to run Lighthouse; past this a run is given up. */
export const PAGESPEED_TIMEOUT_MS = 90_000;

const audit = z.object({ numericValue: z.number().optional() }).optional();

/**
 * The parts of PageSpeed Insights v5's `runPagespeed` answer that site care keeps: the lab run's
 * performance score (0–1; null when Lighthouse could not score the page), its largest contentful
 * paint (ms) and cumulative layout shift, and the field data's interaction to next paint (the
 * Chrome UX Report's 75th percentile, ms; absent for sites with too little traffic).
 */
export const pagespeedResponseSchema = z.object({
  lighthouseResult: z.object({
    categories: z.object({ performance: z.object({ score: z.number().min(0).max(1).nullable() }) }),
    audits: z.object({ 'largest-contentful-paint': audit, 'cumulative-layout-shift': audit }).optional(),
  }),
  loadingExperience: z
    .object({
      metrics: z
        .object({ INTERACTION_TO_NEXT_PAINT: z.object({ percentile: z.number() }).optional() })
        .optional(),
    })
    .optional(),
});

export class SpeedUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`PageSpeed Insights: ${reason}`);
    this.name = 'SpeedUnavailable';
  }
}

/** The figures of one answer, or null when Lighthouse gave no score. */
export function speedOf(body: unknown): SpeedMeasure | null {
  const parsed = pagespeedResponseSchema.safeParse(body);
  if (!parsed.success) throw new SpeedUnavailable('unexpected answer');
  const { lighthouseResult: lab, loadingExperience: field } = parsed.data;
  const score = lab.categories.performance.score;
  if (score === null) return null;
  const lcp = lab.audits?.['largest-contentful-paint']?.numericValue;
  const cls = lab.audits?.['cumulative-layout-shift']?.numericValue;
  const inp = field?.metrics?.INTERACTION_TO_NEXT_PAINT?.percentile;
  return {
    performance: Math.round(score * 100),
    lcpMs: lcp === undefined ? null : Math.round(lcp),
    cls: cls === undefined ? null : Math.round(cls * 10_000) / 10_000,
    inpMs: inp === undefined ? null : Math.round(inp),
  };
}

/**
 * Measures the site's home page (mobile, performance only) with PageSpeed Insights v5 at the
 * operator's configured provider (`PAGESPEED_BASE_URL`): the provider reaches the site, the
 * portal only reaches the provider. Throws SpeedUnavailable when it answers no score.
 */
export async function measureSpeed(siteUrl: string, settings: PagespeedSettings): Promise<SpeedMeasure> {
  if (!settings.apiKey) throw new SpeedUnavailable('no key');
  const query = new URLSearchParams({
    url: siteUrl,
    strategy: 'mobile',
    category: 'performance',
    key: settings.apiKey,
  });
  const endpoint = `${settings.baseUrl.replace(/\/$/, '')}/pagespeedonline/v5/runPagespeed?${query}`;
  const response = await fetch(endpoint, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(PAGESPEED_TIMEOUT_MS),
  });
  if (!response.ok) throw new SpeedUnavailable(`HTTP ${response.status}`);
  const measure = speedOf(await response.json());
  if (!measure) throw new SpeedUnavailable('no score');
  return measure;
}

import { siteCareSchema, type SiteCare } from '@/shared/schemas/site-care';

/** A project's care as the API presents it (a production site watched, no plan), for the feature's tests. */
export function buildSiteCare(overrides: Partial<SiteCare> = {}): SiteCare {
  return siteCareSchema.parse({
    project_id: '3c9a1f2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
    site_url: 'https://tienda-lucia.example',
    monitoring: true,
    status: 'up',
    last_check: {
      at: '2026-11-20T10:00:00.000Z',
      ok: true,
      status_code: 200,
      response_ms: 182,
      error: null,
    },
    availability_30d: 99.5,
    daily: [
      { day: '2026-11-19', availability: 100, response_ms: 175 },
      { day: '2026-11-20', availability: 99, response_ms: 190 },
    ],
    incidents: [],
    certificate: {
      checked_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2027-01-18T10:00:00.000Z',
      days_left: 59,
      issuer: "Let's Encrypt",
      valid: true,
      error: null,
    },
    speed: { enabled: false, runs: [] },
    plan: { monthly_hours: null, month: '2026-11', used_hours: 0, left_hours: null, entries: [] },
    can: { configure: false, log_hours: false },
    ...overrides,
  });
}

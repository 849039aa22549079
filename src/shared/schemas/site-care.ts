import { z } from 'zod';

/**
 * Site care (docs/product.md#site-care): once a project is in production with a site address,
 * the portal checks the site every 5 minutes (incidents after 2 failures in a row), reads its TLS
 * certificate, measures its home page weekly with PageSpeed Insights (when configured), and keeps
 * the hours spent against the monthly care plan.
 */
export const siteUrlSchema = z
  .url({ protocol: /^https?$/, error: 'siteCare:validation.urlInvalid' })
  .max(2000, 'siteCare:validation.urlInvalid');

/** An admin's settings of a project's care: the address watched and the plan's hours per month. */
export const updateSiteCareSchema = z.object({
  site_url: siteUrlSchema.nullable(),
  /** Hours of the monthly retainer; null: no care plan. */
  monthly_hours: z
    .number()
    .min(0.5, 'siteCare:validation.hoursInvalid')
    .max(744, 'siteCare:validation.hoursInvalid')
    .multipleOf(0.25, 'siteCare:validation.hoursStep')
    .nullable(),
});
export type UpdateSiteCareInput = z.input<typeof updateSiteCareSchema>;

/** Hours an admin records against the plan: a day, the hours (quarter-hour steps) and what was done. */
export const logCareHoursSchema = z.object({
  date: z.iso.date({ error: 'siteCare:validation.dateInvalid' }),
  hours: z
    .number()
    .min(0.25, 'siteCare:validation.hoursInvalid')
    .max(24, 'siteCare:validation.hoursInvalid')
    .multipleOf(0.25, 'siteCare:validation.hoursStep'),
  note: z
    .string()
    .trim()
    .min(1, 'siteCare:validation.noteRequired')
    .max(500, 'siteCare:validation.noteTooLong'),
});
export type LogCareHoursInput = z.input<typeof logCareHoursSchema>;

export const uptimeStatusSchema = z.enum(['up', 'down', 'unknown']);
export type UptimeStatus = z.infer<typeof uptimeStatusSchema>;

export const siteCheckSchema = z.object({
  at: z.string(),
  ok: z.boolean(),
  status_code: z.number().int().nullable(),
  response_ms: z.number().int().nullable(),
  /** Why it failed without an answer: 'timeout', 'connection', 'tls', 'private_address', 'unresolvable', 'invalid_url'. */
  error: z.string().nullable(),
});

export const siteIncidentSchema = z.object({
  id: z.uuid(),
  started_at: z.string(),
  /** null while open. */
  ended_at: z.string().nullable(),
  /** What the first failed check saw: an HTTP status ('HTTP 503') or an error code. */
  cause: z.string(),
});
export type SiteIncident = z.infer<typeof siteIncidentSchema>;

export const siteCertificateSchema = z.object({
  checked_at: z.string(),
  /** null when no certificate could be read (http site, TLS failure). */
  expires_at: z.string().nullable(),
  days_left: z.number().int().nullable(),
  issuer: z.string().nullable(),
  /** Trusted by the system's certificate authorities and matching the host. */
  valid: z.boolean(),
  error: z.string().nullable(),
});

export const speedRunSchema = z.object({
  at: z.string(),
  /** 0–100. */
  performance: z.number().int().min(0).max(100),
  lcp_ms: z.number().int().nullable(),
  cls: z.number().nullable(),
  inp_ms: z.number().int().nullable(),
});
export type SpeedRun = z.infer<typeof speedRunSchema>;

export const careHoursEntrySchema = z.object({
  id: z.uuid(),
  date: z.string(),
  hours: z.number(),
  note: z.string(),
  logged_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  can: z.object({ delete: z.boolean() }),
});
export type CareHoursEntry = z.infer<typeof careHoursEntrySchema>;

export const siteCareSchema = z.object({
  project_id: z.uuid(),
  site_url: z.string().nullable(),
  /** The project is in production and has a site address: the checks run. */
  monitoring: z.boolean(),
  status: uptimeStatusSchema,
  last_check: siteCheckSchema.nullable(),
  /** Percentage of successful checks over the last 30 days (null before the first check). */
  availability_30d: z.number().min(0).max(100).nullable(),
  /** One point per day of the last 30 with checks: availability and mean response time. */
  daily: z.array(
    z.object({ day: z.string(), availability: z.number(), response_ms: z.number().int().nullable() }),
  ),
  /** The last 30 days' incidents, newest first. */
  incidents: z.array(siteIncidentSchema),
  certificate: siteCertificateSchema.nullable(),
  speed: z.object({
    /** False when the operator has not set PAGESPEED_API_KEY: the card says how to enable it. */
    enabled: z.boolean(),
    /** Up to the last 12 weekly runs, oldest first (for the trend chart). */
    runs: z.array(speedRunSchema),
  }),
  plan: z.object({
    /** Hours per month; null: no care plan. */
    monthly_hours: z.number().nullable(),
    /** The month shown (YYYY-MM, the agency's time zone). */
    month: z.string(),
    used_hours: z.number(),
    /** null without a plan; may be negative when the month went over. */
    left_hours: z.number().nullable(),
    entries: z.array(careHoursEntrySchema),
  }),
  can: z.object({ configure: z.boolean(), log_hours: z.boolean() }),
});
export type SiteCare = z.infer<typeof siteCareSchema>;

export const siteCareQuerySchema = z.object({
  /** YYYY-MM: the plan's month to show (default: this month). */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'siteCare:validation.monthInvalid')
    .optional(),
});

/** The monthly report's section per project in care (reports module). */
export const careReportSectionSchema = z.object({
  project_id: z.uuid(),
  project_name: z.string(),
  site_url: z.string(),
  availability: z.number().nullable(),
  incidents: z.number().int(),
  downtime_minutes: z.number().int(),
  certificate_days_left: z.number().int().nullable(),
  performance: z.number().int().nullable(),
  hours_used: z.number(),
  monthly_hours: z.number().nullable(),
});
export type CareReportSection = z.infer<typeof careReportSectionSchema>;

/**
 * The API (anyone who reads the project reads its care; admins change it; tokens: `care:read`,
 * `care:write`):
 * - GET    /api/projects/{id}/site-care?month=YYYY-MM  → { care: SiteCare }
 * - PUT    /api/projects/{id}/site-care                → { care: SiteCare }       (admins)
 * - POST   /api/projects/{id}/site-care/check          → { care: SiteCare }       (admins: check now)
 * - POST   /api/projects/{id}/care-hours               → 201 { entry }           (admins)
 * - DELETE /api/care-hours/{id}                        → 204                     (admins)
 * The web app's RPC type: `SiteCareApi` (src/server/http/rpc-types.ts).
 */

import { dateOnlyIn } from './calendar';

/**
 * Site care's rules in numbers (docs/product.md#site-care, decision 0057): both the server (the
 * jobs, the reads) and the web (what a card says) follow them.
 */
export const SITE_CARE = {
  /** An uptime check every 5 minutes per site. */
  checkEveryMinutes: 5,
  /** Failed checks in a row that open an incident. */
  incidentAfterFailures: 2,
  /** Days left on the certificate at which the admins and the client are warned, once each. */
  certificateWarningDays: [21, 7] as const,
  /** A certificate reading a day, a speed run a week. */
  certificateEveryHours: 24,
  speedEveryDays: 7,
  /** The window of availability, daily points and incidents shown. */
  windowDays: 30,
  /** Checks older than this are purged. */
  keepChecksDays: 90,
  /** Speed runs on the trend chart. */
  speedRunsShown: 12,
} as const;

const DAY_MS = 86_400_000;

/** The checks run: the project is in production and has a site address. */
export function isMonitoring(projectStatus: string, siteUrl: string | null | undefined): boolean {
  return projectStatus === 'production' && !!siteUrl;
}

/**
 * An answer counts as up when it is 2xx or 3xx: a home page that redirects (to https, to a
 * language) answers, and redirects are never followed (outbound rules). 4xx, 5xx, a timeout, a
 * refused connection or a TLS failure count as down.
 */
export function isUpStatus(statusCode: number): boolean {
  return statusCode >= 200 && statusCode < 400;
}

/** What an incident says caused it: the first failed check's status ('HTTP 503') or error code. */
export function incidentCause(check: { status_code: number | null; error: string | null }): string {
  if (check.status_code !== null) return `HTTP ${check.status_code}`;
  return check.error ?? 'connection';
}

/** Whole days from `now` until `expiresAt` (negative once expired). */
export function daysUntil(expiresAt: Date, now: Date): number {
  return Math.floor((expiresAt.getTime() - now.getTime()) / DAY_MS);
}

/**
 * The certificate warning due now, if any: 7 when 7 days or fewer are left and it was not sent
 * (which also stands for the 21-day one), else 21 within 21 days. Each goes once per certificate.
 */
export function certificateWarningDue(
  daysLeft: number | null,
  sent: { warned21: boolean; warned7: boolean },
): 21 | 7 | null {
  if (daysLeft === null) return null;
  const [first, last] = SITE_CARE.certificateWarningDays;
  if (daysLeft <= last && !sent.warned7) return last;
  if (daysLeft <= first && !sent.warned21 && !sent.warned7) return first;
  return null;
}

/** Successful checks as a percentage with two decimals; null without checks. */
export function availability(ok: number, total: number): number | null {
  if (total === 0) return null;
  return Math.round((ok / total) * 10_000) / 100;
}

/** The month ('YYYY-MM') a moment falls in, in the agency's time zone. */
export function monthOf(at: Date, timeZone: string): string {
  return dateOnlyIn(at, timeZone).slice(0, 7);
}

/** The days of a month: its first day and the first day of the next ('YYYY-MM-DD'). */
export function monthDays(month: string): { first: string; next: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

/** Hours left on the month's plan (negative when it went over), rounded to the quarter-hour's 2 decimals. */
export function hoursLeft(monthlyHours: number | null, usedHours: number): number | null {
  if (monthlyHours === null) return null;
  return Math.round((monthlyHours - usedHours) * 100) / 100;
}

import type { SiteCare } from '@/shared/schemas/site-care';

/** The certificate's urgency: warnings at 21 days left, danger at 7 (docs/product.md#site-care). */
export type CertificateLevel = 'ok' | 'warning' | 'danger' | 'invalid' | 'none';

export const CERTIFICATE_WARNING_DAYS = 21;
export const CERTIFICATE_DANGER_DAYS = 7;

export function certificateLevel(certificate: SiteCare['certificate']): CertificateLevel {
  if (!certificate) return 'none';
  if (!certificate.valid) return 'invalid';
  const days = certificate.days_left;
  if (days === null) return 'none';
  if (days <= CERTIFICATE_DANGER_DAYS) return 'danger';
  return days <= CERTIFICATE_WARNING_DAYS ? 'warning' : 'ok';
}

/** The month before or after a 'YYYY-MM' one, by calendar arithmetic (no clock, no time zone). */
export function shiftMonth(month: string, by: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + by;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
}

/** Minutes between two instants, at least 0 (an incident's duration). */
export function minutesBetween(from: string, to: string | number): number {
  const end = typeof to === 'number' ? to : Date.parse(to);
  return Math.max(0, Math.round((end - Date.parse(from)) / 60_000));
}

/** Whole days, hours and minutes of a duration in minutes (the largest two that are not zero). */
export function durationParts(minutes: number): { days: number; hours: number; minutes: number } {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes - days * 1440) / 60);
  return { days, hours, minutes: minutes - days * 1440 - hours * 60 };
}

/** Open incidents first (newest first among them), then the closed ones, newest first. */
export function sortIncidents<T extends { started_at: string; ended_at: string | null }>(
  incidents: T[],
): T[] {
  return [...incidents].sort(
    (a, b) =>
      Number(a.ended_at !== null) - Number(b.ended_at !== null) || b.started_at.localeCompare(a.started_at),
  );
}

/** The share of the month's plan used (0–100, capped) for the bar; over-plan is said in words. */
export function planUsage(plan: SiteCare['plan']): { percent: number; over: boolean } | null {
  if (plan.monthly_hours === null || plan.monthly_hours <= 0) return null;
  const ratio = (plan.used_hours / plan.monthly_hours) * 100;
  return { percent: Math.min(100, ratio), over: plan.used_hours > plan.monthly_hours };
}

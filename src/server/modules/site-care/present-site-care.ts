import type { Caller } from '../../db/client';
import type { ProjectRow } from '../../db/schema/projects';
import { availability, daysUntil, hoursLeft, isMonitoring } from '../../../shared/domain/site-care';
import { careHoursCan, siteCareCan } from '../../../shared/domain/site-care-policy';
import type { CareHoursEntry, SiteCare } from '../../../shared/schemas/site-care';
import type { LoadedSiteCare } from './internal/load-site-care';

type EntryRow = LoadedSiteCare['entries'][number];

/** One hours entry, with what the caller may do with it. */
export function presentCareHoursEntry({ entry, name }: EntryRow, caller: Caller): CareHoursEntry {
  return {
    id: entry.id,
    date: entry.date,
    hours: entry.hours,
    note: entry.note,
    logged_by: entry.loggedBy ? { id: entry.loggedBy, name: name ?? '' } : null,
    can: careHoursCan(caller),
  };
}

/**
 * A project's care as the caller sees it. Its status: down while an incident is open, up once
 * checked without one (a single failed check is not yet an outage), unknown before the first
 * check or when the site is not monitored.
 */
export function presentSiteCare(
  project: Pick<ProjectRow, 'id' | 'status'>,
  care: LoadedSiteCare,
  caller: Caller,
  view: { month: string; now: Date; speedEnabled: boolean },
): SiteCare {
  const siteUrl = care.settings?.siteUrl ?? null;
  const monitoring = isMonitoring(project.status, siteUrl);
  const open = care.incidents.some((i) => i.endedAt === null);
  const usedHours = Math.round(care.entries.reduce((sum, e) => sum + e.entry.hours, 0) * 100) / 100;
  const monthlyHours = care.settings?.monthlyHours ?? null;
  const cert = care.certificate;
  return {
    project_id: project.id,
    site_url: siteUrl,
    monitoring,
    status: !monitoring ? 'unknown' : open ? 'down' : care.lastCheck ? 'up' : 'unknown',
    last_check: care.lastCheck && {
      at: care.lastCheck.at.toISOString(),
      ok: care.lastCheck.ok,
      status_code: care.lastCheck.statusCode,
      response_ms: care.lastCheck.responseMs,
      error: care.lastCheck.error,
    },
    availability_30d: availability(care.totals.ok, care.totals.total),
    daily: care.daily.map((d) => ({
      day: d.day,
      availability: availability(d.ok, d.total) ?? 0,
      response_ms: d.response_ms,
    })),
    incidents: care.incidents.map((i) => ({
      id: i.id,
      started_at: i.startedAt.toISOString(),
      ended_at: i.endedAt?.toISOString() ?? null,
      cause: i.cause,
    })),
    certificate: cert && {
      checked_at: cert.checkedAt.toISOString(),
      expires_at: cert.expiresAt?.toISOString() ?? null,
      days_left: cert.expiresAt ? daysUntil(cert.expiresAt, view.now) : null,
      issuer: cert.issuer,
      valid: cert.valid,
      error: cert.error,
    },
    speed: {
      enabled: view.speedEnabled,
      runs: care.runs.map((r) => ({
        at: r.at.toISOString(),
        performance: r.performance,
        lcp_ms: r.lcpMs,
        cls: r.cls,
        inp_ms: r.inpMs,
      })),
    },
    plan: {
      monthly_hours: monthlyHours,
      month: view.month,
      used_hours: usedHours,
      left_hours: hoursLeft(monthlyHours, usedHours),
      entries: care.entries.map((e) => presentCareHoursEntry(e, caller)),
    },
    can: siteCareCan(caller),
  };
}

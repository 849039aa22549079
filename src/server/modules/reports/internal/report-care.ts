import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { dateOnlyIn } from '../../../../shared/domain/calendar';
import type { CareReportSection } from '../../../../shared/schemas/site-care';
import { DEFAULT_TIME_ZONE } from '../../../../shared/schemas/time-zone';
import type { ReportWindow } from './report-window';

/**
 * The monthly report's site-care section (decision 0057): each monitored site the caller may see
 * (row-level security applies), by project name, with the window's availability, incidents
 * started, minutes of downtime (incidents clipped to the window, an open one up to its end), the
 * certificate's days left at the window's end, the latest speed score and the hours recorded on
 * the window's days of the agency's calendar.
 */
export async function readCare(tx: Tx, w: ReportWindow): Promise<CareReportSection[]> {
  const from = sql`${w.from.toISOString()}::timestamptz`;
  const to = sql`${w.to.toISOString()}::timestamptz`;
  const fromDay = dateOnlyIn(w.from, DEFAULT_TIME_ZONE);
  const toDay = dateOnlyIn(w.to, DEFAULT_TIME_ZONE);
  const { rows } = await tx.execute<CareReportSection & Record<string, unknown>>(sql`
    SELECT p.id AS project_id, p.name AS project_name, s.site_url,
           (SELECT round(100.0 * count(*) FILTER (WHERE c.ok) / nullif(count(*), 0), 2)::float8
              FROM site_checks c WHERE c.project_id = p.id AND c.at >= ${from} AND c.at < ${to}) AS availability,
           (SELECT count(*)::int FROM site_incidents i
             WHERE i.project_id = p.id AND i.started_at >= ${from} AND i.started_at < ${to}) AS incidents,
           (SELECT coalesce(round(sum(extract(epoch FROM least(coalesce(i.ended_at, ${to}), ${to})
                                          - greatest(i.started_at, ${from}))) / 60), 0)::int
              FROM site_incidents i
             WHERE i.project_id = p.id AND i.started_at < ${to} AND coalesce(i.ended_at, ${to}) > ${from}) AS downtime_minutes,
           (SELECT floor(extract(epoch FROM (sc.expires_at - ${to})) / 86400)::int
              FROM site_certificates sc WHERE sc.project_id = p.id) AS certificate_days_left,
           (SELECT r.performance FROM site_speed_runs r
             WHERE r.project_id = p.id AND r.at < ${to} ORDER BY r.at DESC LIMIT 1) AS performance,
           (SELECT coalesce(sum(h.hours), 0)::float8 FROM care_hours h
             WHERE h.project_id = p.id AND h.date >= ${fromDay}::date AND h.date <= ${toDay}::date) AS hours_used,
           s.monthly_hours::float8 AS monthly_hours
      FROM site_care s JOIN projects p ON p.id = s.project_id
     WHERE p.status = 'production' AND s.site_url IS NOT NULL
     ORDER BY lower(p.name), p.id`);
  return rows.map((r) => ({
    ...r,
    certificate_days_left: r.certificate_days_left ?? null,
    performance: r.performance ?? null,
  }));
}

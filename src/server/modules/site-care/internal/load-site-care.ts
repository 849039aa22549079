import { and, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import {
  careHours,
  siteCare,
  siteCertificates,
  siteChecks,
  siteIncidents,
  siteSpeedRuns,
} from '../../../db/schema/site-care';
import { users } from '../../../db/schema/users';
import { monthDays, SITE_CARE } from '../../../../shared/domain/site-care';

const DAY_MS = 86_400_000;

export interface DailyPoint {
  day: string;
  total: number;
  ok: number;
  response_ms: number | null;
}

/** Everything a project's care card shows, read as the caller (row-level security applies). */
export async function loadSiteCare(
  tx: Tx,
  projectId: string,
  view: { month: string; now: Date; timeZone: string },
) {
  const from = new Date(view.now.getTime() - SITE_CARE.windowDays * DAY_MS);
  const days = monthDays(view.month);
  const inWindow = and(
    eq(siteChecks.projectId, projectId),
    gte(siteChecks.at, from),
    lt(siteChecks.at, view.now),
  );
  const [settings, lastCheck, totals, daily, incidents, certificate, runs, entries] = await Promise.all([
    tx.select().from(siteCare).where(eq(siteCare.projectId, projectId)),
    tx
      .select()
      .from(siteChecks)
      .where(eq(siteChecks.projectId, projectId))
      .orderBy(desc(siteChecks.at))
      .limit(1),
    tx
      .select({
        total: sql<number>`count(*)::int`,
        ok: sql<number>`(count(*) FILTER (WHERE ${siteChecks.ok}))::int`,
      })
      .from(siteChecks)
      .where(inWindow),
    tx.execute<DailyPoint & Record<string, unknown>>(sql`
      SELECT c.day, count(*)::int AS total, (count(*) FILTER (WHERE c.ok))::int AS ok,
             round(avg(c.response_ms) FILTER (WHERE c.ok))::int AS response_ms
        FROM (SELECT to_char((at AT TIME ZONE ${view.timeZone})::date, 'YYYY-MM-DD') AS day, ok, response_ms
                FROM site_checks
               WHERE project_id = ${projectId} AND at >= ${from.toISOString()}::timestamptz
                 AND at < ${view.now.toISOString()}::timestamptz) c
       GROUP BY c.day ORDER BY c.day`),
    tx
      .select()
      .from(siteIncidents)
      .where(
        and(
          eq(siteIncidents.projectId, projectId),
          or(
            isNull(siteIncidents.endedAt),
            gte(siteIncidents.endedAt, from),
            gte(siteIncidents.startedAt, from),
          ),
        ),
      )
      .orderBy(desc(siteIncidents.startedAt)),
    tx.select().from(siteCertificates).where(eq(siteCertificates.projectId, projectId)),
    tx
      .select()
      .from(siteSpeedRuns)
      .where(eq(siteSpeedRuns.projectId, projectId))
      .orderBy(desc(siteSpeedRuns.at))
      .limit(SITE_CARE.speedRunsShown),
    tx
      .select({ entry: careHours, name: users.fullName })
      .from(careHours)
      .leftJoin(users, eq(users.id, careHours.loggedBy))
      .where(
        and(
          eq(careHours.projectId, projectId),
          gte(careHours.date, days.first),
          lt(careHours.date, days.next),
        ),
      )
      .orderBy(desc(careHours.date), desc(careHours.createdAt)),
  ]);
  return {
    settings: settings[0] ?? null,
    lastCheck: lastCheck[0] ?? null,
    totals: totals[0] ?? { total: 0, ok: 0 },
    daily: daily.rows as DailyPoint[],
    incidents,
    certificate: certificate[0] ?? null,
    runs: runs.reverse(),
    entries,
  };
}
export type LoadedSiteCare = Awaited<ReturnType<typeof loadSiteCare>>;

import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import type { OutboundPolicy } from '../lib/outbound-http';
import { measureSpeed, type PagespeedSettings } from '../modules/site-care/measure-speed';
import { probeUptime } from '../modules/site-care/probe-uptime';
import { readCertificate } from '../modules/site-care/read-certificate';
import { recordCertificate } from '../modules/site-care/record-certificate';
import { recordCheck } from '../modules/site-care/record-check';
import { recordSpeedRun } from '../modules/site-care/record-speed-run';
import { SITE_CARE } from '../../shared/domain/site-care';

export interface SiteCareJobDeps {
  db: Database;
  logger: Logger;
  /** WEBHOOK_ALLOW_PRIVATE: the rules of every request to a user-typed address. */
  outbound: OutboundPolicy;
  pagespeed: PagespeedSettings;
}

/**
 * Sizing: sites are checked 8 at a time (each check waits 10 s at most), so 500 sites take at
 * most ~10 minutes when every one times out and a few seconds when they answer; speed runs go 2 at
 * a time (PageSpeed Insights takes 10–60 s each and limits requests per key).
 */
export const SITE_CHECK_CONCURRENCY = 8;
export const SPEED_CONCURRENCY = 2;
const MINUTE = 60_000;
/** A claim moves a site this much less than its period forward, so the next run (cron's exact step) finds it due. */
const SLACK_MS = MINUTE / 2;

type Due = { project_id: string; site_url: string };
const CLAIMS = {
  check: sql.raw('next_check_at'),
  certificate: sql.raw('next_certificate_at'),
  speed: sql.raw('next_speed_at'),
};

/**
 * Addresses under `.example` and `.invalid` (RFC 2606) exist nowhere: they are never requested
 * (the API refuses them, as any name that does not resolve; the demo's site has one).
 */
const NOWHERE = String.raw`^https?://([^/?#]*@)?[^/:?#]*\.(example|invalid)\.?([:/?#]|$)`;

/**
 * Claims the monitored sites (in production, with an address) whose `kind` of work is due, moving
 * it to `next`: of two instances running at once, the second's UPDATE waits on the rows' locks,
 * then finds them no longer due, so each site is worked on once.
 */
async function claimDue(db: Database, kind: keyof typeof CLAIMS, now: Date, next: Date): Promise<Due[]> {
  const column = CLAIMS[kind];
  const { rows } = await db.execute<Due>(sql`
    UPDATE site_care s SET ${column} = ${next.toISOString()}::timestamptz
      FROM projects p
     WHERE p.id = s.project_id AND p.status = 'production' AND s.site_url IS NOT NULL
       AND s.site_url !~* ${NOWHERE}
       AND (s.${column} IS NULL OR s.${column} <= ${now.toISOString()}::timestamptz)
    RETURNING s.project_id, s.site_url`);
  return rows;
}

/** Runs `fn` over `items`, at most `limit` at once. */
async function forEachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The site-care schedule (every 5 minutes, once across instances): an uptime check of each
 * monitored site due one, a certificate reading of each due one (daily), and the end of incidents
 * of sites no longer monitored (a project out of production, an address removed), without notice.
 * `now` is the run's moment: the checks are stored at it and the next ones are due from it.
 */
export async function runSiteChecks(deps: SiteCareJobDeps, now = new Date()) {
  const result = { checked: 0, opened: 0, closed: 0, certificates: 0, warnings: 0, failed: 0 };
  const nextCheck = new Date(now.getTime() + SITE_CARE.checkEveryMinutes * MINUTE - SLACK_MS);
  await forEachLimited(
    await claimDue(deps.db, 'check', now, nextCheck),
    SITE_CHECK_CONCURRENCY,
    async (site) => {
      try {
        const check = await probeUptime(site.site_url, deps.outbound);
        const outcome = await deps.db.transaction((tx) =>
          recordCheck(tx, site.project_id, site.site_url, check, now),
        );
        result.checked += 1;
        if (outcome.opened) result.opened += 1;
        if (outcome.closed) result.closed += 1;
      } catch (error) {
        result.failed += 1;
        deps.logger.error({ err: error, projectId: site.project_id }, 'site care: uptime check not recorded');
      }
    },
  );
  const nextReading = new Date(now.getTime() + SITE_CARE.certificateEveryHours * 60 * MINUTE - SLACK_MS);
  await forEachLimited(
    await claimDue(deps.db, 'certificate', now, nextReading),
    SITE_CHECK_CONCURRENCY,
    async (site) => {
      try {
        const reading = await readCertificate(site.site_url, deps.outbound);
        const warned = await deps.db.transaction((tx) =>
          recordCertificate(tx, site.project_id, site.site_url, reading, now),
        );
        result.certificates += 1;
        if (warned) result.warnings += 1;
      } catch (error) {
        result.failed += 1;
        deps.logger.error({ err: error, projectId: site.project_id }, 'site care: certificate not recorded');
      }
    },
  );
  await deps.db.execute(sql`
    UPDATE site_incidents i SET ended_at = greatest(i.started_at, ${now.toISOString()}::timestamptz)
     WHERE i.ended_at IS NULL AND NOT EXISTS (
       SELECT 1 FROM site_care s JOIN projects p ON p.id = s.project_id
        WHERE s.project_id = i.project_id AND p.status = 'production' AND s.site_url IS NOT NULL)`);
  return result;
}

/**
 * The speed schedule (hourly, once across instances): a PageSpeed Insights run of each monitored
 * site due one (weekly), when the operator set PAGESPEED_API_KEY. A run that fails is tried again
 * the next day.
 */
export async function runSpeedChecks(deps: SiteCareJobDeps, now = new Date()) {
  const result = { enabled: !!deps.pagespeed.apiKey, measured: 0, failed: 0 };
  if (!result.enabled) return result;
  const next = new Date(now.getTime() + SITE_CARE.speedEveryDays * 1440 * MINUTE - SLACK_MS);
  await forEachLimited(await claimDue(deps.db, 'speed', now, next), SPEED_CONCURRENCY, async (site) => {
    try {
      const measure = await measureSpeed(site.site_url, deps.pagespeed);
      await deps.db.transaction((tx) => recordSpeedRun(tx, site.project_id, measure, now));
      result.measured += 1;
    } catch (error) {
      result.failed += 1;
      deps.logger.warn({ err: error, projectId: site.project_id }, 'site care: speed run failed');
      await deps.db.execute(sql`
        UPDATE site_care SET next_speed_at = ${new Date(now.getTime() + 1440 * MINUTE).toISOString()}::timestamptz
         WHERE project_id = ${site.project_id}`);
    }
  });
  return result;
}

/** Checks older than 90 days go (the daily purge); incidents, readings and runs stay. */
export async function purgeSiteChecks(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SITE_CARE.keepChecksDays * 1440 * MINUTE);
  const { rowCount } = await db.execute(
    sql`DELETE FROM site_checks WHERE at < ${before.toISOString()}::timestamptz`,
  );
  return rowCount ?? 0;
}

import PgBoss from 'pg-boss';
import pg from 'pg';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { purgeExpired } from '../modules/notifications/purge-expired-notifications';
import { produceMissingReceipts } from '../modules/signoffs/produce-receipt';
import type { FileStore } from '../storage/file-store';
import { sendCalendarReminders } from './calendar-reminders';
import { purgeSiteChecks, runSiteChecks, runSpeedChecks, type SiteCareJobDeps } from './site-checks';
import { sendScheduledReports } from './scheduled-reports';
import { sendDailySummaries, sendNotificationEmails, sendWeeklyReports } from './notification-emails';
import { startWebhookSender } from './webhook-sender';
import type { OutboundPolicy } from '../lib/outbound-http';
import type { WebhookService } from '../modules/webhooks/webhook-service';

/**
 * Background work on pg-boss (queues and cron in PostgreSQL): each schedule fires once per period
 * across every instance sharing the database, and failed runs are retried by pg-boss.
 */
export const SCHEDULES = {
  // Every minute (cron's finest step): each run mails every person due one e-mail (a digest when
  // several copies wait), so a run clears any backlog; sizing in notification-emails.ts.
  'notification-emails': '* * * * *',
  'daily-summary': '0 7 * * *',
  'weekly-report': '0 7 * * 1',
  'purge-expired-notifications': '15 3 * * *',
  'calendar-reminders': '* * * * *',
  'scheduled-reports': '*/5 * * * *',
  // Receipts of accepted phases whose making after the acceptance failed (decision 0053).
  'signoff-receipts': '* * * * *',
  // Site care (decision 0057): uptime checks and daily certificate readings as each site is due,
  // weekly speed runs, and the purge of checks past 90 days.
  'site-checks': '*/5 * * * *',
  'site-speed': '20 * * * *',
  'site-checks-purge': '40 3 * * *',
} as const;

/** Arbitrary constant: the advisory lock under which an instance sets up pg-boss. */
const JOBS_SETUP_LOCK = 7_311_904;

/**
 * Runs `fn` holding a session advisory lock on a connection of its own: the wait for another
 * instance's setup is bound by no pool's query timeout, and the lock goes with the connection.
 */
async function oneInstanceAtATime(databaseUrl: string, fn: () => Promise<void>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  // Losing the database while `fn` runs fails `fn`; the idle lock connection must not crash the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [JOBS_SETUP_LOCK]);
    await fn();
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startJobs(deps: {
  databaseUrl: string;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  baseURL: string;
  /** Where the receipts of accepted phases are stored. */
  files: FileStore;
  /** The agency's name on scheduled reports (the mail sender's display name). */
  agencyName: string;
  /** MAIL_DIGEST_WINDOW_SECONDS: a person is mailed notification copies at most once per window (default 60). */
  mailDigestWindowSeconds?: number;
  /** Site care's speed runs: PageSpeed Insights (decision 0057); none without a key. */
  pagespeed: SiteCareJobDeps['pagespeed'];
  /** Signed webhooks' sender (decision 0056): the secrets' key and the outbound address rules. */
  webhooks: WebhookService;
  outbound: OutboundPolicy;
}) {
  const boss = new PgBoss({ connectionString: deps.databaseUrl, max: 2, schema: 'pgboss' });
  boss.on('error', (error) => deps.logger.error({ err: error }, 'jobs: pg-boss error'));
  const handlers: Record<keyof typeof SCHEDULES, () => Promise<unknown>> = {
    'notification-emails': () =>
      sendNotificationEmails(deps.db, deps.mailer, deps.baseURL, deps.logger, {
        ...(deps.mailDigestWindowSeconds !== undefined && { windowSeconds: deps.mailDigestWindowSeconds }),
      }),
    'daily-summary': () => sendDailySummaries(deps.db, deps.mailer, deps.baseURL),
    'weekly-report': () => sendWeeklyReports(deps.db, deps.mailer, deps.baseURL),
    'purge-expired-notifications': () => purgeExpired(deps.db),
    'calendar-reminders': () => sendCalendarReminders(deps.db, deps.mailer, deps.baseURL, deps.logger),
    'scheduled-reports': () => sendScheduledReports(deps.db, deps.mailer, deps.agencyName, deps.logger),
    'signoff-receipts': () => produceMissingReceipts(deps),
    'site-checks': () => runSiteChecks(deps),
    'site-speed': () => runSpeedChecks(deps),
    'site-checks-purge': () => purgeSiteChecks(deps.db),
  };
  const schedules = Object.entries(SCHEDULES) as Array<[keyof typeof SCHEDULES, string]>;
  // pg-boss creates each queue (a partition of its job table) without a lock of its own: two
  // instances creating the same queues at once deadlock, so one at a time sets them up (decision 0051).
  await oneInstanceAtATime(deps.databaseUrl, async () => {
    await boss.start();
    for (const [name, cron] of schedules) {
      await boss.createQueue(name, { name, policy: 'singleton', retryLimit: 3, retryBackoff: true });
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    }
  });
  for (const [name] of schedules) {
    await boss.work(name, async () => {
      const result = await handlers[name]();
      deps.logger.debug({ job: name, result }, 'job done');
    });
  }
  // Webhook deliveries come from their outbox, not from pg-boss's queue (decision 0056).
  const webhooks = await startWebhookSender(deps);
  return {
    stop: async () => {
      await Promise.all([boss.stop({ graceful: true, wait: true, timeout: 5000 }), webhooks.stop()]);
    },
  };
}

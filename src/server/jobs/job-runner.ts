import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { purgeExpired } from '../modules/notifications/purge-expired-notifications';
import { sendCalendarReminders } from './calendar-reminders';
import { sendScheduledReports } from './scheduled-reports';
import { sendDailySummaries, sendNotificationEmails, sendWeeklyReports } from './notification-emails';

/**
 * Background work on pg-boss (queues and cron in PostgreSQL): each schedule fires once per period
 * across every instance sharing the database, and failed runs are retried by pg-boss.
 */
export const SCHEDULES = {
  'notification-emails': '* * * * *',
  'daily-summary': '0 7 * * *',
  'weekly-report': '0 7 * * 1',
  'purge-expired-notifications': '15 3 * * *',
  'calendar-reminders': '* * * * *',
  'scheduled-reports': '*/5 * * * *',
} as const;

export async function startJobs(deps: {
  databaseUrl: string;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  baseURL: string;
  /** The agency's name on scheduled reports (the mail sender's display name). */
  agencyName: string;
}) {
  const boss = new PgBoss({ connectionString: deps.databaseUrl, max: 2, schema: 'pgboss' });
  boss.on('error', (error) => deps.logger.error({ err: error }, 'jobs: pg-boss error'));
  await boss.start();
  const handlers: Record<keyof typeof SCHEDULES, () => Promise<unknown>> = {
    'notification-emails': () => sendNotificationEmails(deps.db, deps.mailer, deps.baseURL, deps.logger),
    'daily-summary': () => sendDailySummaries(deps.db, deps.mailer, deps.baseURL),
    'weekly-report': () => sendWeeklyReports(deps.db, deps.mailer, deps.baseURL),
    'purge-expired-notifications': () => purgeExpired(deps.db),
    'calendar-reminders': () => sendCalendarReminders(deps.db, deps.mailer, deps.baseURL, deps.logger),
    'scheduled-reports': () => sendScheduledReports(deps.db, deps.mailer, deps.agencyName, deps.logger),
  };
  for (const [name, cron] of Object.entries(SCHEDULES) as Array<[keyof typeof SCHEDULES, string]>) {
    await boss.createQueue(name, { name, policy: 'singleton', retryLimit: 3, retryBackoff: true });
    await boss.schedule(name, cron, {}, { tz: 'UTC' });
    await boss.work(name, async () => {
      const result = await handlers[name]();
      deps.logger.debug({ job: name, result }, 'job done');
    });
  }
  return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }) };
}

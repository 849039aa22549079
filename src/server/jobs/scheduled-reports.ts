import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { reportSchedules } from '../db/schema/report-schedules';
import { users } from '../db/schema/users';
import { translator } from '../lib/i18n';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { getReport } from '../modules/reports/get-report';
import { nextRunAfter } from '../modules/reports/schedule-times';
import { buildReportPdf } from '../../shared/reports/report-pdf';
import { reportFileName, reportHeading, type ReportReader } from '../../shared/reports/report-format';

/**
 * Claims one due schedule: moves its next run past `now` only if it is still due, so of two
 * instances running at once exactly one gets the row back (the other's UPDATE waits on the row's
 * lock, then finds it no longer due).
 */
async function claim(db: Database, id: string, next: Date, now: Date) {
  const [row] = await db
    .update(reportSchedules)
    .set({ nextRunAt: next, lastSentAt: now })
    .where(
      and(eq(reportSchedules.id, id), eq(reportSchedules.enabled, true), lte(reportSchedules.nextRunAt, now)),
    )
    .returning();
  return row;
}

/**
 * The scheduled-reports job (decision 0029): every due schedule not paused is claimed, its report computed as the
 * admin who created it (row-level security as theirs: the whole agency) and mailed to each
 * recipient in the schedule's language with the PDF attached. A schedule whose creator is no longer
 * an admin is skipped (and moved on). A failed mail is logged; the claim stays (never sent twice).
 */
export async function sendScheduledReports(
  db: Database,
  mailer: Mailer,
  agencyName: string,
  logger: Logger,
  now = new Date(),
) {
  const due = await db
    .select({ id: reportSchedules.id, period: reportSchedules.period, runAt: reportSchedules.nextRunAt })
    .from(reportSchedules)
    .where(
      and(
        eq(reportSchedules.enabled, true),
        lte(reportSchedules.nextRunAt, sql`${now.toISOString()}::timestamptz`),
      ),
    );
  let mailed = 0;
  for (const { id, period, runAt } of due) {
    const schedule = await claim(db, id, nextRunAfter(period, runAt, now), now);
    if (!schedule) continue;
    const [creator] = await db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, schedule.createdBy));
    if (creator?.role !== 'admin') continue;
    const report = await getReport(
      db,
      { id: schedule.createdBy, role: 'admin' },
      { period, agencyName, now },
    );
    const reader: ReportReader = {
      t: translator(schedule.language),
      language: schedule.language,
      timeZone: 'UTC',
    };
    const pdf = Buffer.from(await buildReportPdf(report, reader));
    const { title, period: range } = reportHeading(report, reader);
    const filename = reportFileName(period, reader, 'pdf', now);
    for (const to of schedule.recipients) {
      try {
        await mailer.send({
          to,
          subject: reader.t('reportsPage:mail.subject', { title, agency: agencyName }),
          text: reader.t('reportsPage:mail.body', { title, agency: agencyName, period: range }),
          attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
        });
        mailed += 1;
      } catch (error) {
        logger.error({ err: error, schedule: schedule.id }, 'scheduled report: mail failed');
      }
    }
  }
  return { due: due.length, mailed };
}

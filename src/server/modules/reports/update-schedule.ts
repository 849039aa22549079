import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { reportSchedules } from '../../db/schema/report-schedules';
import { AppError } from '../../../shared/errors';
import type { UpdateReportSchedule } from '../../../shared/schemas/reports';
import { reportPolicy } from './policy';
import { presentSchedule } from './present-schedule';
import { firstRunAfter } from './schedule-times';

/**
 * Changes a scheduled report's period, recipients, language or pauses/resumes it (admins); 404
 * when there is none. The admin who saves it becomes its owner (the report is computed as them).
 * The next run stays as it was unless it has already passed (a paused schedule resumed): then it
 * is the next 07:00 UTC, so resuming never mails a run missed while paused.
 */
export async function updateSchedule(db: Database, caller: Caller, id: string, input: UpdateReportSchedule) {
  reportPolicy.assertCanSchedule(caller);
  const row = await asCaller(db, caller, async (tx) => {
    const [before] = await tx.select().from(reportSchedules).where(eq(reportSchedules.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', { message: 'reportsPage:schedules.notFound' });
    const now = new Date();
    const [updated] = await tx
      .update(reportSchedules)
      .set({
        ...(input.period && { period: input.period }),
        ...(input.recipients && { recipients: input.recipients }),
        ...(input.language && { language: input.language }),
        ...(input.enabled !== undefined && { enabled: input.enabled }),
        createdBy: caller.id,
        ...(before.nextRunAt <= now && { nextRunAt: firstRunAfter(now) }),
      })
      .where(eq(reportSchedules.id, id))
      .returning();
    return updated!;
  });
  return presentSchedule(row);
}

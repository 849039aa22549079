import { asCaller, type Caller, type Database } from '../../db/client';
import { reportSchedules } from '../../db/schema/report-schedules';
import type { CreateReportSchedule } from '../../../shared/schemas/reports';
import { reportPolicy } from './policy';
import { presentSchedule } from './present-schedule';
import { firstRunAfter } from './schedule-times';

/** Schedules a report by e-mail; the first goes out at the next 07:00 UTC (admins). */
export async function createSchedule(db: Database, caller: Caller, input: CreateReportSchedule) {
  reportPolicy.assertCanSchedule(caller);
  const [row] = await asCaller(db, caller, (tx) =>
    tx
      .insert(reportSchedules)
      .values({ ...input, createdBy: caller.id, nextRunAt: firstRunAfter(new Date()) })
      .returning(),
  );
  return presentSchedule(row!);
}

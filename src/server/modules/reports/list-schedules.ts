import { asc } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { reportSchedules } from '../../db/schema/report-schedules';
import { reportPolicy } from './policy';
import { presentSchedule } from './present-schedule';

/** The agency's scheduled reports, soonest first (admins). */
export async function listSchedules(db: Database, caller: Caller) {
  reportPolicy.assertCanSchedule(caller);
  const rows = await asCaller(db, caller, (tx) =>
    tx.select().from(reportSchedules).orderBy(asc(reportSchedules.nextRunAt), asc(reportSchedules.id)),
  );
  return rows.map(presentSchedule);
}

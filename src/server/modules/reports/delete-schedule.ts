import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { reportSchedules } from '../../db/schema/report-schedules';
import { AppError } from '../../../shared/errors';
import { reportPolicy } from './policy';

/** Stops a scheduled report (admins); 404 when there is none. */
export async function deleteSchedule(db: Database, caller: Caller, id: string) {
  reportPolicy.assertCanSchedule(caller);
  const deleted = await asCaller(db, caller, (tx) =>
    tx.delete(reportSchedules).where(eq(reportSchedules.id, id)).returning({ id: reportSchedules.id }),
  );
  if (deleted.length === 0) throw new AppError('NOT_FOUND', { message: 'reportsPage:schedules.notFound' });
}

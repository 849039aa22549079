import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { careHours } from '../../db/schema/site-care';
import { users } from '../../db/schema/users';
import type { logCareHoursSchema } from '../../../shared/schemas/site-care';
import { findProject } from '../projects/find-project';
import { siteCarePolicy } from './policy';
import { presentCareHoursEntry } from './present-site-care';

type Input = z.output<typeof logCareHoursSchema>;

/** POST /api/projects/{id}/care-hours (admins): hours spent on a day of the agency's calendar, with what was done. */
export async function logCareHours(db: Database, caller: Caller, projectId: string, input: Input) {
  siteCarePolicy.assertCanLogHours(caller);
  return asCaller(db, caller, async (tx) => {
    await findProject(tx, projectId);
    const [entry] = await tx
      .insert(careHours)
      .values({ projectId, date: input.date, hours: input.hours, note: input.note, loggedBy: caller.id })
      .returning();
    const [me] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, caller.id));
    return presentCareHoursEntry({ entry: entry!, name: me?.name ?? null }, caller);
  });
}

import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { careHours } from '../../db/schema/site-care';
import { AppError } from '../../../shared/errors';
import { siteCarePolicy } from './policy';

/** DELETE /api/care-hours/{id} (admins): an entry recorded by mistake goes. */
export async function deleteCareHours(db: Database, caller: Caller, id: string) {
  siteCarePolicy.assertCanDeleteHours(caller);
  await asCaller(
    db,
    caller,
    async (tx) => {
      const deleted = await tx.delete(careHours).where(eq(careHours.id, id)).returning({ id: careHours.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', { message: 'api:siteCare.entryNotFound' });
    },
    { oneStatement: true },
  );
}

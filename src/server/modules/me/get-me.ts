import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../../shared/errors';
import { presentProfile } from './present-profile';

export async function getMe(db: Database, caller: Caller) {
  const row = await asCaller(db, caller, async (tx) => {
    const [found] = await tx.select().from(users).where(eq(users.id, caller.id));
    return found;
  });
  if (!row) throw new AppError('NOT_FOUND');
  return presentProfile(row);
}

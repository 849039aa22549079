import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { userPreferences } from '../../db/schema/user-preferences';

/** Settings › Reset: every preference of the caller. */
export async function resetPreferences(db: Database, caller: Caller) {
  await asCaller(db, caller, (tx) => tx.delete(userPreferences).where(eq(userPreferences.userId, caller.id)));
}

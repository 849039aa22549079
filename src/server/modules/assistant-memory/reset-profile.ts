import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { websyUserProfiles } from '../../db/schema/assistant';

/** Forgets the caller's profile; the next answer starts it again. */
export async function resetProfile(db: Database, caller: Caller): Promise<void> {
  await asCaller(db, caller, (tx) =>
    tx.delete(websyUserProfiles).where(eq(websyUserProfiles.userId, caller.id)),
  );
}

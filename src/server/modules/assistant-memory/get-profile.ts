import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { websyUserProfiles } from '../../db/schema/assistant';
import { presentProfile } from './present-memory';

/** What the assistant knows of how the caller works (empty before their first answer). */
export async function getProfile(db: Database, caller: Caller) {
  const [row] = await asCaller(db, caller, (tx) =>
    tx.select().from(websyUserProfiles).where(eq(websyUserProfiles.userId, caller.id)),
  );
  return presentProfile(row);
}

import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { websyConversationMemories } from '../../db/schema/assistant';

/** Forgets every memory of the caller's (row-level security: their own rows only). */
export async function deleteAllMemories(db: Database, caller: Caller): Promise<void> {
  await asCaller(db, caller, (tx) =>
    tx.delete(websyConversationMemories).where(eq(websyConversationMemories.userId, caller.id)),
  );
}

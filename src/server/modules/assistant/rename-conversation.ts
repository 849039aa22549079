import { eq, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { assistantConversations } from '../../db/schema/assistant';
import type { RenameConversationInput } from '../../../shared/schemas/assistant';
import { findConversation } from './internal/find-conversation';
import { presentConversation } from './present-conversation';

/** Renames one of the caller's conversations. */
export async function renameConversation(
  db: Database,
  caller: Caller,
  id: string,
  input: RenameConversationInput,
) {
  const row = await asCaller(db, caller, async (tx) => {
    await findConversation(tx, id);
    const [renamed] = await tx
      .update(assistantConversations)
      .set({ title: input.title, updatedAt: sql`now()` })
      .where(eq(assistantConversations.id, id))
      .returning();
    return renamed!;
  });
  return presentConversation(row);
}

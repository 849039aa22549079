import { desc } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { assistantConversations } from '../../db/schema/assistant';
import { presentConversation } from './present-conversation';

/** The newest conversations shown in the assistant's list. */
export const CONVERSATIONS_LISTED = 100;

/** The caller's conversations, most recently active first. */
export async function listConversations(db: Database, caller: Caller) {
  const rows = await asCaller(db, caller, (tx) =>
    tx
      .select()
      .from(assistantConversations)
      .orderBy(desc(assistantConversations.updatedAt))
      .limit(CONVERSATIONS_LISTED),
  );
  return { conversations: rows.map(presentConversation) };
}

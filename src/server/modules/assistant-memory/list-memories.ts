import { desc, eq, getTableColumns } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { assistantConversations, websyConversationMemories } from '../../db/schema/assistant';
import { MEMORIES_LIMIT } from '../../../shared/schemas/assistant-memory';
import { presentMemory } from './present-memory';

/** What the assistant remembers of the caller's conversations, newest first (at most 50). */
export async function listMemories(db: Database, caller: Caller) {
  const rows = await asCaller(db, caller, (tx) =>
    tx
      .select({
        ...getTableColumns(websyConversationMemories),
        conversationTitle: assistantConversations.title,
      })
      .from(websyConversationMemories)
      .innerJoin(
        assistantConversations,
        eq(assistantConversations.id, websyConversationMemories.conversationId),
      )
      .orderBy(desc(websyConversationMemories.updatedAt))
      .limit(MEMORIES_LIMIT),
  );
  return { memories: rows.map(presentMemory) };
}

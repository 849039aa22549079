import { eq, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { assistantConversations, assistantMessages } from '../../db/schema/assistant';

/** Keeps the assistant's answer (all of it, or what was generated before a failure) in the conversation. */
export async function storeAnswer(
  db: Database,
  caller: Caller,
  answer: { id: string; conversationId: string; text: string },
): Promise<void> {
  await asCaller(db, caller, async (tx) => {
    await tx.insert(assistantMessages).values({
      id: answer.id,
      conversationId: answer.conversationId,
      role: 'assistant',
      parts: [{ type: 'text', text: answer.text }],
    });
    await tx
      .update(assistantConversations)
      .set({ updatedAt: sql`now()` })
      .where(eq(assistantConversations.id, answer.conversationId));
  });
}

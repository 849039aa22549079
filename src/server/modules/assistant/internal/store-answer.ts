import { eq, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../../db/client';
import { assistantConversations, assistantMessages } from '../../../db/schema/assistant';
import type { KnowledgeCitation } from '../../../../shared/schemas/assistant-memory';

/**
 * Keeps the assistant's answer (all of it, or what was generated before a failure) in the
 * conversation, with the actions it offered as `data-action` parts.
 */
export async function storeAnswer(
  db: Database,
  caller: Caller,
  answer: {
    id: string;
    conversationId: string;
    text: string;
    actionIds?: string[];
    citations?: KnowledgeCitation[];
  },
): Promise<void> {
  await asCaller(db, caller, async (tx) => {
    await tx.insert(assistantMessages).values({
      id: answer.id,
      conversationId: answer.conversationId,
      role: 'assistant',
      parts: [
        ...(answer.text.trim() ? [{ type: 'text' as const, text: answer.text }] : []),
        ...(answer.actionIds ?? []).map((id) => ({ type: 'data-action' as const, id })),
        ...(answer.citations?.length
          ? [{ type: 'data-citations' as const, citations: answer.citations }]
          : []),
      ],
    });
    await tx
      .update(assistantConversations)
      .set({ updatedAt: sql`now()` })
      .where(eq(assistantConversations.id, answer.conversationId));
  });
}

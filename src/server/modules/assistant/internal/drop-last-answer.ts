import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { assistantActions, assistantMessages } from '../../../db/schema/assistant';

/**
 * Regenerating (decision 0022): the answer to the conversation's last question is removed on the
 * server, the conversation's source of truth, so the new answer replaces it instead of following
 * it; an action it offered and nobody decided is cancelled. Returns the last question's text, or
 * null when the conversation has none (then the message is sent as a new one).
 */
export async function dropLastAnswer(tx: Tx, conversationId: string): Promise<string | null> {
  const [question] = await tx
    .select({ seq: assistantMessages.seq, parts: assistantMessages.parts })
    .from(assistantMessages)
    .where(and(eq(assistantMessages.conversationId, conversationId), eq(assistantMessages.role, 'user')))
    .orderBy(desc(assistantMessages.seq))
    .limit(1);
  if (!question) return null;
  const dropped = await tx
    .delete(assistantMessages)
    .where(and(eq(assistantMessages.conversationId, conversationId), gt(assistantMessages.seq, question.seq)))
    .returning({ parts: assistantMessages.parts });
  const offered = dropped.flatMap((m) => m.parts.flatMap((p) => (p.type === 'data-action' ? [p.id] : [])));
  if (offered.length > 0) {
    await tx
      .update(assistantActions)
      .set({ status: 'cancelled' })
      .where(and(inArray(assistantActions.id, offered), eq(assistantActions.status, 'pending')));
  }
  return question.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('\n');
}

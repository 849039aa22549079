import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { assistantConversations, type AssistantConversationRow } from '../../../db/schema/assistant';
import { AppError } from '../../../../shared/errors';

/** One of the caller's conversations (row-level security hides everyone else's): 404 otherwise. */
export async function findConversation(tx: Tx, id: string): Promise<AssistantConversationRow> {
  const [row] = await tx.select().from(assistantConversations).where(eq(assistantConversations.id, id));
  if (!row) throw new AppError('NOT_FOUND', { message: 'assistant:errors.conversationNotFound' });
  return row;
}

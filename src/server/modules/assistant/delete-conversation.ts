import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { assistantConversations } from '../../db/schema/assistant';
import { AppError } from '../../../shared/errors';

/** Deletes one of the caller's conversations with its messages and its memory. */
export async function deleteConversation(db: Database, caller: Caller, id: string): Promise<void> {
  const deleted = await asCaller(db, caller, (tx) =>
    tx
      .delete(assistantConversations)
      .where(eq(assistantConversations.id, id))
      .returning({ id: assistantConversations.id }),
  );
  if (deleted.length === 0)
    throw new AppError('NOT_FOUND', { message: 'assistant:errors.conversationNotFound' });
}

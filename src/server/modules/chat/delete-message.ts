import { and, eq, isNull, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { chatMessages } from '../../db/schema/chat';
import { AppError } from '../../../shared/errors';
import { findMessage } from './internal/find-room';
import { chatPolicy } from './policy';

/**
 * Deletes a message (its author, or an admin): it keeps its place in the room's sequence, and its
 * text, mentions and attachment are gone from the database, not hidden.
 */
export async function deleteMessage(db: Database, caller: Caller, messageId: string): Promise<void> {
  await asCaller(db, caller, async (tx) => {
    const message = await findMessage(tx, messageId);
    chatPolicy.assertCanDelete(caller, message);
    if (message.deletedAt) return;
    const deleted = await tx
      .update(chatMessages)
      .set({ body: '', mentions: [], attachmentFileId: null, deletedAt: sql`now()` })
      .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.deletedAt)))
      .returning({ id: chatMessages.id });
    // Row-level security has the last word: nothing changed means not the caller's to change.
    if (deleted.length === 0) throw new AppError('NOT_FOUND', { message: 'chat:errors.notFound' });
  });
}

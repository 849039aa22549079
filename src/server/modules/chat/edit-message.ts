import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { chatMessages } from '../../db/schema/chat';
import { AppError } from '../../../shared/errors';
import type { ChatMessage, editMessageSchema } from '../../../shared/schemas/chat';
import { findMessage, findRoom } from './internal/find-room';
import { memberMentions, notifyMentions } from './internal/mentions';
import { selectMessages } from './internal/message-query';
import { chatPolicy } from './policy';
import { presentMessage } from './present-message';

/** Edits one's own message (marked edited); people newly mentioned are told. */
export async function editMessage(
  db: Database,
  caller: Caller,
  messageId: string,
  input: z.output<typeof editMessageSchema>,
): Promise<ChatMessage> {
  return asCaller(db, caller, async (tx) => {
    const message = await findMessage(tx, messageId);
    chatPolicy.assertCanEdit(caller, message);
    const room = await findRoom(tx, message.projectId);
    const mentions = await memberMentions(tx, room, input.mentions, caller);
    // Not deleted meanwhile; row-level security has the last word on whose it is.
    const updated = await tx
      .update(chatMessages)
      .set({ body: input.body, mentions, editedAt: sql`now()` })
      .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.deletedAt)))
      .returning({ id: chatMessages.id });
    if (updated.length === 0) throw new AppError('NOT_FOUND', { message: 'chat:errors.notFound' });
    const before = new Set(message.mentions);
    const added = mentions.filter((id) => !before.has(id));
    await notifyMentions(tx, room, caller, added, input.body);
    const [row] = await selectMessages(tx).where(eq(chatMessages.id, messageId));
    return presentMessage(row!.row, row!, caller);
  });
}

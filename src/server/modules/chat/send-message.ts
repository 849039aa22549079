import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { chatMessages } from '../../db/schema/chat';
import type { ChatMessage, sendMessageSchema } from '../../../shared/schemas/chat';
import { findRoom } from './internal/find-room';
import { memberMentions, notifyMentions } from './internal/mentions';
import { advanceRead, selectMessages } from './internal/message-query';
import { presentMessage } from './present-message';

/**
 * Sends a message as the caller (members only, else 404). The database gives it the room's next
 * sequence in this transaction (drizzle/0014_chat.sql); the sender has read up to it; the members
 * mentioned are told. The relay announces it to the project's members.
 */
export async function sendMessage(
  db: Database,
  caller: Caller,
  projectId: string,
  input: z.output<typeof sendMessageSchema>,
): Promise<ChatMessage> {
  return asCaller(db, caller, async (tx) => {
    const room = await findRoom(tx, projectId);
    const mentions = await memberMentions(tx, room, input.mentions, caller);
    const [inserted] = await tx
      .insert(chatMessages)
      .values({
        roomId: room.id,
        authorId: caller.id,
        body: input.body,
        mentions,
        attachmentFileId: input.attachment_file_id,
      })
      .returning({ id: chatMessages.id, seq: chatMessages.seq });
    await advanceRead(tx, room.id, caller.id, inserted!.seq);
    await notifyMentions(tx, room, caller, mentions, input.body);
    const [row] = await selectMessages(tx).where(eq(chatMessages.id, inserted!.id));
    return presentMessage(row!.row, row!, caller);
  });
}

import { asc, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { assistantMessages } from '../../db/schema/assistant';
import { findConversation } from './find-conversation';
import { presentMessage } from './present-conversation';

/** Every message of one of the caller's conversations, oldest first. */
export async function listMessages(db: Database, caller: Caller, conversationId: string) {
  const rows = await asCaller(db, caller, async (tx) => {
    await findConversation(tx, conversationId);
    return tx
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.conversationId, conversationId))
      .orderBy(asc(assistantMessages.seq));
  });
  return { messages: rows.map(presentMessage) };
}

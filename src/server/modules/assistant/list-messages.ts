import { asc, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { assistantActions, assistantMessages } from '../../db/schema/assistant';
import { findConversation } from './internal/find-conversation';
import { presentMessage } from './present-conversation';

/** Every message of one of the caller's conversations, oldest first, with its offered actions' states. */
export async function listMessages(db: Database, caller: Caller, conversationId: string) {
  const [rows, actions] = await asCaller(db, caller, async (tx) => {
    await findConversation(tx, conversationId);
    return Promise.all([
      tx
        .select()
        .from(assistantMessages)
        .where(eq(assistantMessages.conversationId, conversationId))
        .orderBy(asc(assistantMessages.seq)),
      tx.select().from(assistantActions).where(eq(assistantActions.conversationId, conversationId)),
    ]);
  });
  const byId = new Map(actions.map((a) => [a.id, a]));
  return { messages: rows.map((row) => presentMessage(row, byId)) };
}

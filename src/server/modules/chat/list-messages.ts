import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { chatMessages } from '../../db/schema/chat';
import {
  CHAT_CATCH_UP_MAX,
  CHAT_PAGE,
  type MessagePage,
  type MessagesQuery,
} from '../../../shared/schemas/chat';
import { findRoom } from './internal/find-room';
import { lastReadSeq, selectMessages } from './internal/message-query';
import { presentMessage } from './present-message';

/**
 * A page of a project's chat, always ascending (newest last). `before`: the page just above that
 * sequence (history upward); `after`: everything after it, up to 500 (a reconnecting client's
 * catch-up; asks again while a page comes back full); neither: the newest page. Sequences have no
 * gaps, so older messages remain exactly when the first one's sequence is above 1.
 */
export async function listMessages(
  db: Database,
  caller: Caller,
  projectId: string,
  q: MessagesQuery,
): Promise<MessagePage> {
  return asCaller(db, caller, async (tx) => {
    const room = await findRoom(tx, projectId);
    const inRoom = eq(chatMessages.roomId, room.id);
    let rows;
    if (q.after !== undefined) {
      rows = await selectMessages(tx)
        .where(and(inRoom, gt(chatMessages.seq, q.after)))
        .orderBy(asc(chatMessages.seq))
        .limit(q.limit ?? CHAT_CATCH_UP_MAX);
    } else {
      const where = q.before === undefined ? inRoom : and(inRoom, lt(chatMessages.seq, q.before));
      rows = (
        await selectMessages(tx)
          .where(where)
          .orderBy(desc(chatMessages.seq))
          .limit(q.limit ?? CHAT_PAGE.limit)
      ).reverse();
    }
    const messages = rows.map((r) => presentMessage(r.row, r, caller));
    return {
      messages,
      has_more: (messages[0]?.seq ?? 1) > 1,
      last_seq: Math.max(room.lastSeq, messages.at(-1)?.seq ?? 0),
      last_read_seq: await lastReadSeq(tx, room.id, caller.id),
    };
  });
}

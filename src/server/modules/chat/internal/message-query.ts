import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { chatMessages, chatReads } from '../../../db/schema/chat';
import { projectFiles } from '../../../db/schema/project-files';
import { users } from '../../../db/schema/users';

/** Messages with their author's name and avatar (a removed account: none) and their attachment. */
export function selectMessages(tx: Tx) {
  return tx
    .select({
      row: chatMessages,
      authorName: users.fullName,
      authorAvatar: users.avatarUrl,
      attachmentName: projectFiles.fileName,
      attachmentType: projectFiles.mimeType,
      attachmentSize: projectFiles.fileSize,
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.authorId))
    .leftJoin(projectFiles, eq(projectFiles.id, chatMessages.attachmentFileId));
}

/** How far the user has read the room (0: nothing yet). */
export async function lastReadSeq(tx: Tx, roomId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ seq: chatReads.lastReadSeq })
    .from(chatReads)
    .where(and(eq(chatReads.roomId, roomId), eq(chatReads.userId, userId)));
  return row?.seq ?? 0;
}

/** Moves the member's read mark forward to `seq` (never back). */
export async function advanceRead(tx: Tx, roomId: string, userId: string, seq: number) {
  await tx
    .insert(chatReads)
    .values({ roomId, userId, lastReadSeq: seq })
    .onConflictDoUpdate({
      target: [chatReads.roomId, chatReads.userId],
      set: { lastReadSeq: sql`greatest(${chatReads.lastReadSeq}, excluded.last_read_seq)` },
    });
}

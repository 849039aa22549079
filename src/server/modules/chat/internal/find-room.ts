import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { chatMessages, chatRooms, type ChatMessageRow } from '../../../db/schema/chat';
import { projects } from '../../../db/schema/projects';
import { AppError } from '../../../../shared/errors';

export interface Room {
  id: string;
  projectId: string;
  projectName: string;
  ownerId: string;
  lastSeq: number;
}

/** A project's chat room if the caller is a member (row-level security), else 404. */
export async function findRoom(tx: Tx, projectId: string): Promise<Room> {
  const [room] = await tx
    .select({
      id: chatRooms.id,
      projectId: chatRooms.projectId,
      projectName: projects.name,
      ownerId: projects.createdBy,
      lastSeq: chatRooms.lastSeq,
    })
    .from(chatRooms)
    .innerJoin(projects, eq(projects.id, chatRooms.projectId))
    .where(eq(chatRooms.projectId, projectId));
  if (!room) throw new AppError('NOT_FOUND', { message: 'projects:errors.notFound' });
  return room;
}

/** A message of a room the caller is a member of, else 404. */
export async function findMessage(
  tx: Tx,
  messageId: string,
): Promise<ChatMessageRow & { projectId: string }> {
  const [row] = await tx
    .select({ message: chatMessages, projectId: chatRooms.projectId })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(eq(chatMessages.id, messageId));
  if (!row) throw new AppError('NOT_FOUND', { message: 'chat:errors.notFound' });
  return { ...row.message, projectId: row.projectId };
}

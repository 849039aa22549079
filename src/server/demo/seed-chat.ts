import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { chatMessages, chatReads, chatRooms } from '../db/schema/chat';
import { projects } from '../db/schema/projects';
import { users } from '../db/schema/users';
import { demoChats } from './demo-chat';

/**
 * The demo projects' chat history: messages in order (the database numbers them), some edited,
 * mentions, and each person's read mark, so the unread counts show. Runs in the seed's transaction.
 */
export async function seedDemoChat(tx: Tx, now: number) {
  const people = new Map(
    (await tx.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]),
  );
  const rooms = await tx
    .select({ id: chatRooms.id, name: projects.name })
    .from(chatRooms)
    .innerJoin(projects, eq(projects.id, chatRooms.projectId))
    .where(
      inArray(
        projects.name,
        demoChats.map((c) => c.project),
      ),
    );
  for (const chat of demoChats) {
    const room = rooms.find((r) => r.name === chat.project);
    if (!room) continue;
    for (const m of chat.messages) {
      const at = new Date(now - m.minutesAgo * 60_000);
      await tx.insert(chatMessages).values({
        roomId: room.id,
        authorId: people.get(m.from)!,
        body: m.body,
        mentions: (m.mentions ?? []).map((email) => people.get(email)!),
        timestamp: at,
        editedAt: m.edited ? new Date(at.getTime() + 5 * 60_000) : null,
      });
    }
    for (const [email, seq] of Object.entries(chat.read)) {
      await tx.insert(chatReads).values({ roomId: room.id, userId: people.get(email)!, lastReadSeq: seq });
    }
  }
}

import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userPresence } from '../db/schema/user-presence';
import type { Logger } from '../lib/logger';

/**
 * Mirrors who is in which shared document into `user_presence` (upsert on user_id with
 * `last_seen` and `document_id`): set when a user's socket joins a document, cleared when their
 * last socket on this instance leaves it. A person may have the same document open in two tabs,
 * or two documents: closing one tab leaves the other recorded. Writes leave in order; none once
 * closed.
 */
export function createDocumentPresence(db: Database, logger: Logger) {
  let written: Promise<unknown> = Promise.resolve();
  let closed = false;
  /** Per user, the documents their sockets on this instance have open, with how many sockets. */
  const open = new Map<string, Map<string, number>>();

  const write = (query: () => Promise<unknown>) => {
    if (closed) return;
    written = written.then(() =>
      query().catch((error: unknown) => logger.warn({ err: error }, 'document presence update failed')),
    );
  };

  return {
    enter(userId: string, documentId: string) {
      const documents = open.get(userId) ?? new Map<string, number>();
      documents.set(documentId, (documents.get(documentId) ?? 0) + 1);
      open.set(userId, documents);
      write(() =>
        db
          .insert(userPresence)
          .values({ userId, status: 'online', lastSeen: new Date(), documentId })
          .onConflictDoUpdate({
            target: userPresence.userId,
            set: { status: 'online', lastSeen: sql`now()`, documentId },
          }),
      );
    },
    /**
     * One socket left: once it was the user's last on that document, the record moves to another
     * document they still have open here, or is cleared; only if it still names the one left.
     */
    leave(userId: string, documentId: string) {
      const documents = open.get(userId);
      const remaining = (documents?.get(documentId) ?? 1) - 1;
      if (documents && remaining > 0) {
        documents.set(documentId, remaining);
        return;
      }
      documents?.delete(documentId);
      if (documents?.size === 0) open.delete(userId);
      const still = documents?.keys().next().value ?? null;
      write(() =>
        db
          .update(userPresence)
          .set({ lastSeen: sql`now()`, documentId: still })
          .where(sql`${userPresence.userId} = ${userId} AND ${eq(userPresence.documentId, documentId)}`),
      );
    },
    async close() {
      closed = true;
      await written;
    },
  };
}

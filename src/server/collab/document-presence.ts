import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userPresence } from '../db/schema/user-presence';
import type { Logger } from '../lib/logger';

/**
 * Mirrors who is in which shared document into `user_presence` (upsert on user_id with
 * `last_seen` and `document_id`): set when a user's socket joins a document or its awareness
 * changes, cleared when they leave it. Writes leave in order; none once closed.
 */
export function createDocumentPresence(db: Database, logger: Logger) {
  let written: Promise<unknown> = Promise.resolve();
  let closed = false;

  const write = (query: () => Promise<unknown>) => {
    if (closed) return;
    written = written.then(() =>
      query().catch((error: unknown) => logger.warn({ err: error }, 'document presence update failed')),
    );
  };

  return {
    enter(userId: string, documentId: string) {
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
    /** Clears the document if it is still the one recorded (the user may have opened another). */
    leave(userId: string, documentId: string) {
      write(() =>
        db
          .update(userPresence)
          .set({ lastSeen: sql`now()`, documentId: null })
          .where(sql`${userPresence.userId} = ${userId} AND ${eq(userPresence.documentId, documentId)}`),
      );
    },
    async close() {
      closed = true;
      await written;
    },
  };
}

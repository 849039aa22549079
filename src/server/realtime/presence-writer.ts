import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userPresence } from '../db/schema/user-presence';
import type { Logger } from '../lib/logger';

type Status = 'online' | 'offline';

/**
 * Presence upserts of the relay (connect, ping, heartbeat, last socket closed). Marks made in
 * the same turn of the event loop are written together, one statement per status, so a
 * heartbeat over 2,000 sockets is one upsert; writes leave in order, the last mark of a user
 * wins.
 */
export function createPresenceWriter(db: Database, logger: Logger) {
  let pending = new Map<string, Status>();
  let scheduled: NodeJS.Immediate | undefined;
  let written: Promise<unknown> = Promise.resolve();

  const upsert = (userIds: string[], status: Status) =>
    db
      .insert(userPresence)
      .values(userIds.map((userId) => ({ userId, status, lastSeen: new Date() })))
      .onConflictDoUpdate({ target: userPresence.userId, set: { status, lastSeen: sql`now()` } })
      .catch((error: unknown) => logger.warn({ err: error }, 'presence update failed'));

  const flush = () => {
    scheduled = undefined;
    const batch = pending;
    pending = new Map();
    const of = (status: Status) => [...batch].filter(([, s]) => s === status).map(([userId]) => userId);
    written = written.then(async () => {
      for (const status of ['online', 'offline'] as const) {
        const userIds = of(status);
        if (userIds.length > 0) await upsert(userIds, status);
      }
    });
  };

  return {
    mark(userId: string, status: Status) {
      pending.set(userId, status);
      scheduled ??= setImmediate(flush);
    },
  };
}

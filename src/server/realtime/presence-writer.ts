import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { presenceSockets, userPresence } from '../db/schema/user-presence';
import type { Logger } from '../lib/logger';

type Status = 'online' | 'offline';

/** A socket row counts while its instance refreshed it this recently (its heartbeat is 25 s). */
export const PRESENCE_SOCKET_FRESH_SECONDS = 60;
/** Rows of instances gone this long are deleted. */
const STALE_ROWS_SECONDS = 3600;
/** Advisory lock class of a user's presence: one instance at a time decides it. */
const PRESENCE_LOCK = 7_311_904;

/** Takes the presence locks of `userIds` in a fixed order (no two writers wait on each other). */
const lockUsers = (tx: Tx, userIds: string[]) =>
  tx.execute(
    sql`SELECT pg_advisory_xact_lock(${PRESENCE_LOCK}, hashtext(u))
          FROM unnest(ARRAY[${sql.join(
            [...userIds].sort().map((id) => sql`${id}`),
            sql`, `,
          )}]::text[]) AS u`,
  );

/**
 * Presence upserts of the relay (connect, ping, heartbeat, last socket closed), across instances
 * (issue 31). An `online` mark records that this instance holds the user's sockets
 * (`presence_sockets`) and marks them online; `offline` (their last socket here closed) removes
 * that record and marks them offline only when no other instance holds a socket, so presence never
 * flaps while a person still has one anywhere. Each user's decision is taken under their advisory
 * lock, so an instance closing a person's last socket and another opening one take turns and the
 * second sees the first's write. Marks made in the same turn of the event loop are written
 * together, one transaction per status, so a heartbeat over 2,000 sockets is one upsert; writes
 * leave in order, the last mark of a user wins.
 */
export function createPresenceWriter(
  db: Database,
  logger: Logger,
  { instanceId = randomUUID() }: { instanceId?: string } = {},
) {
  let pending = new Map<string, Status>();
  let scheduled: NodeJS.Immediate | undefined;
  let written: Promise<unknown> = Promise.resolve();

  const online = (userIds: string[]) =>
    db.transaction(async (tx) => {
      await lockUsers(tx, userIds);
      await tx
        .insert(presenceSockets)
        .values(userIds.map((userId) => ({ instanceId, userId })))
        .onConflictDoUpdate({
          target: [presenceSockets.userId, presenceSockets.instanceId],
          set: { seenAt: sql`now()` },
        });
      await tx
        .insert(userPresence)
        .values(userIds.map((userId) => ({ userId, status: 'online' as const, lastSeen: new Date() })))
        .onConflictDoUpdate({ target: userPresence.userId, set: { status: 'online', lastSeen: sql`now()` } });
    });

  const offline = (userIds: string[]) =>
    db.transaction(async (tx) => {
      await lockUsers(tx, userIds);
      await tx
        .delete(presenceSockets)
        .where(
          and(
            inArray(presenceSockets.userId, userIds),
            sql`(${presenceSockets.instanceId} = ${instanceId} OR ${presenceSockets.seenAt} < now() - make_interval(secs => ${STALE_ROWS_SECONDS}))`,
          ),
        );
      await tx
        .update(userPresence)
        .set({ status: 'offline', lastSeen: sql`now()` })
        .where(
          and(
            inArray(userPresence.userId, userIds),
            sql`NOT EXISTS (SELECT 1 FROM ${presenceSockets} s WHERE s.user_id = ${userPresence.userId}
                  AND s.seen_at > now() - make_interval(secs => ${PRESENCE_SOCKET_FRESH_SECONDS}))`,
          ),
        );
    });

  const write = (userIds: string[], status: Status) =>
    (status === 'online' ? online(userIds) : offline(userIds)).catch((error: unknown) =>
      logger.warn({ err: error }, 'presence update failed'),
    );

  const flush = () => {
    scheduled = undefined;
    const batch = pending;
    pending = new Map();
    const of = (status: Status) => [...batch].filter(([, s]) => s === status).map(([userId]) => userId);
    written = written.then(async () => {
      for (const status of ['online', 'offline'] as const) {
        const userIds = of(status);
        if (userIds.length > 0) await write(userIds, status);
      }
    });
  };

  return {
    instanceId,
    mark(userId: string, status: Status) {
      pending.set(userId, status);
      scheduled ??= setImmediate(flush);
    },
    /** Resolves once every mark made so far is written. */
    async settled() {
      if (scheduled) {
        clearImmediate(scheduled);
        flush();
      }
      await written;
    },
  };
}

/** Whether this instance records sockets of `userId` (tests). */
export async function holdsSockets(db: Database, instanceId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: presenceSockets.userId })
    .from(presenceSockets)
    .where(and(eq(presenceSockets.instanceId, instanceId), eq(presenceSockets.userId, userId)));
  return rows.length > 0;
}

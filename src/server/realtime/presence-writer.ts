import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';

type Status = 'online' | 'offline';

/** A socket row counts while its instance refreshed it this recently (its heartbeat is 25 s). */
const PRESENCE_SOCKET_FRESH_SECONDS = 60;
/** Rows of instances gone this long are deleted. */
const STALE_ROWS_SECONDS = 3600;
/** Advisory lock class of a user's presence: one instance at a time decides it. */
const PRESENCE_LOCK = 7_311_904;

/** Takes the presence locks of `userIds` in a fixed order (no two writers wait on each other). */
const LOCK_USERS = `SELECT pg_advisory_xact_lock(${PRESENCE_LOCK}, hashtext(u)) FROM unnest($1::text[]) AS u ORDER BY u`;

/**
 * Runs `statements` in one transaction on a connection of its own. The connection listens for its
 * errors while it is out of the pool (the pool listens only to idle ones): a database that goes
 * away mid-transaction fails the write, never the process, and the broken connection is destroyed.
 */
async function inTransaction(db: Database, statements: (client: pg.PoolClient) => Promise<void>) {
  const client = await db.$client.connect();
  const ignore = () => undefined;
  client.on('error', ignore);
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    await statements(client);
    await client.query('COMMIT');
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.off('error', ignore);
    client.release(broken);
  }
}

/**
 * Presence upserts of the relay (connect, ping, heartbeat, last socket closed), across instances
 * (decision 0051). An `online` mark records that this instance holds the user's sockets
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
    inTransaction(db, async (client) => {
      await client.query(LOCK_USERS, [userIds]);
      await client.query(
        `INSERT INTO presence_sockets (instance_id, user_id) SELECT $1, u FROM unnest($2::uuid[]) AS u
           ON CONFLICT (user_id, instance_id) DO UPDATE SET seen_at = now()`,
        [instanceId, userIds],
      );
      await client.query(
        `INSERT INTO user_presence (user_id, status, last_seen) SELECT u, 'online', now() FROM unnest($1::uuid[]) AS u
           ON CONFLICT (user_id) DO UPDATE SET status = 'online', last_seen = now()`,
        [userIds],
      );
    });

  const offline = (userIds: string[]) =>
    inTransaction(db, async (client) => {
      await client.query(LOCK_USERS, [userIds]);
      await client.query(
        `DELETE FROM presence_sockets WHERE user_id = ANY($1::uuid[])
           AND (instance_id = $2 OR seen_at < now() - make_interval(secs => $3))`,
        [userIds, instanceId, STALE_ROWS_SECONDS],
      );
      await client.query(
        `UPDATE user_presence p SET status = 'offline', last_seen = now()
          WHERE p.user_id = ANY($1::uuid[])
            AND NOT EXISTS (SELECT 1 FROM presence_sockets s WHERE s.user_id = p.user_id
                              AND s.seen_at > now() - make_interval(secs => $2))`,
        [userIds, PRESENCE_SOCKET_FRESH_SECONDS],
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

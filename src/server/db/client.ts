import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Writable } from 'node:stream';
import pg from 'pg';
import { callerConnection } from './caller-connection';
import * as schema from './schema/index';

/** The pool stays reachable as `$client`: `asCaller` takes its connection from it. */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface Caller {
  id: string;
  role: 'admin' | 'user';
  /**
   * In a "view as client" session (docs/decisions/0054): the admin looking on. The caller is the
   * client (their id and role, so every read is theirs under row-level security), and every
   * transaction is READ ONLY.
   */
  viewedBy?: string | undefined;
}

/** Plain roles the server runs callers' queries under (created by the migrations). */
export const DB_ROLES = { user: 'websy_app', admin: 'websy_admin' } as const;

/**
 * How long the pool waits for a connection (a free one, or a new one's handshake) and for the
 * answer to a query before it gives up on the database: a stopped server refuses at once, a hung
 * one (or a network that drops every packet) is abandoned after this wait. A query left
 * unanswered destroys its connection (node-postgres does so on a pipelined one), so the pool
 * replaces it once the database answers again. The server passes the request deadline
 * (REQUEST_DEADLINE_SECONDS): no request keeps a connection longer than it waits for its answer.
 * Below 10 s, a pool busy under load refuses too soon (at 3 s, 200 users on a loaded 2-CPU
 * machine saw 4 % of requests refused).
 */
export const DB_WAIT_MS = 10_000;

export function createDatabase(connectionString: string, max = 10, waitMs = DB_WAIT_MS) {
  // Pipeline mode (node-postgres `pipeline`): a connection sends each query as soon as it is
  // asked for, without waiting for the answer to the one before; answers come back in order.
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    pipeline: true,
    connectionTimeoutMillis: waitMs,
    // Client-side: a server that stops answering (not only one that refuses) fails the query.
    query_timeout: waitMs,
    keepAlive: true,
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  // Nor one checked out (a transaction under way): the pool listens only to idle clients, and an
  // error raised between two queries would have no listener, an uncaught exception. The query that
  // meets the broken connection still fails, and the pool drops the client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { pool, db };
}

/**
 * BEGIN and the caller's settings for this transaction only, as one simple-query message (every
 * value a literal escaped by the driver). PostgreSQL runs the SELECT only if BEGIN succeeded, and a
 * failing setting leaves the transaction aborted, so no query of the caller's runs without them.
 * A viewing caller's transaction is READ ONLY: PostgreSQL refuses any write (25006), whatever the
 * code path.
 */
function openingOf(caller: Caller, timeoutMs: number): string {
  const set = (name: string, value: string) => `set_config('${name}', ${pg.escapeLiteral(value)}, true)`;
  return `BEGIN${caller.viewedBy ? ' READ ONLY' : ''}; SELECT ${set('role', DB_ROLES[caller.role])}, ${set('app.user_id', caller.id)}, ${set('app.role', caller.role)}, ${set('statement_timeout', String(timeoutMs))}`;
}

export interface AsCallerOptions {
  /** statement_timeout of the transaction, ms (0: none). */
  timeoutMs?: number;
  /**
   * `fn` sends one statement: its COMMIT is queued right behind it, so the opening, the
   * statement and the COMMIT go out together and the transaction costs one round trip. A second
   * statement from `fn` is refused. A failing statement leaves the transaction aborted, which the
   * COMMIT then rolls back; a failing COMMIT fails the call.
   */
  oneStatement?: boolean;
}

/**
 * Holds what is written to a connection's socket until `send` (Node's cork and uncork): messages
 * queued in between leave in one write. The socket is the driver's (node-postgres keeps it as
 * `connection.stream` and corks it around each extended query itself).
 */
function heldWrites(client: pg.PoolClient) {
  const socket = (client as unknown as { connection?: { stream?: Partial<Writable> } }).connection?.stream;
  // Should a driver version keep its socket elsewhere, the messages leave in separate writes
  // (tests/api/authorization/as-caller.test.ts counts them, so the loss shows).
  if (typeof socket?.cork !== 'function' || typeof socket.uncork !== 'function') return { send() {} };
  socket.cork();
  let held = true;
  return {
    send() {
      if (!held) return;
      held = false;
      socket.uncork!();
    },
  };
}

/**
 * Runs `fn` in one transaction as the caller: under the caller's plain role (row-level security applies)
 * with app.user_id and app.role set for this transaction only, the way PostgREST does. The opening
 * is queued before `fn` runs, so on the pipelined connection it goes out ahead of the caller's first
 * query without waiting for its answer: the transaction costs one round trip more than its own
 * queries (the COMMIT), or none with `oneStatement`. `fn` gets a Drizzle transaction whose
 * parameterised statements are prepared once per connection (./caller-connection.ts) and which
 * refuses queries once asCaller has ended. The connection goes back to the pool after COMMIT or
 * ROLLBACK succeeded (outside any transaction, whatever failed in between); when even ROLLBACK
 * fails, it is destroyed.
 */
export async function asCaller<T>(
  db: Database,
  caller: Caller,
  fn: (tx: Tx) => Promise<T>,
  options: AsCallerOptions = {},
): Promise<T> {
  const client = await db.$client.connect();
  const connection = callerConnection(db, client);
  // With oneStatement, the opening waits in the socket for the statement and its COMMIT: one write.
  const batch = options.oneStatement ? heldWrites(client) : undefined;
  let committed: Promise<unknown> | undefined;
  connection.open(
    caller.role,
    batch &&
      (() => {
        committed = client.query('COMMIT');
        // Awaited below; settled here too, so that it never counts as unhandled meanwhile.
        committed.catch(() => undefined);
        batch.send();
      }),
  );
  // Both settle before the transaction ends, and `fn`'s transaction is closed before COMMIT or
  // ROLLBACK is queued: no query of `fn` runs outside it.
  const [opened, done] = await Promise.allSettled([
    client.query(openingOf(caller, options.timeoutMs ?? 0)),
    (async () => fn(connection.tx))().finally(() => batch?.send()),
  ]);
  connection.close();
  let broken: Error | undefined;
  try {
    if (opened.status === 'rejected') throw opened.reason;
    if (done.status === 'rejected') throw done.reason;
    await (committed ?? client.query('COMMIT'));
    return done.value;
  } catch (error) {
    // A COMMIT queued behind the one statement ended the transaction whatever failed (rolling an
    // aborted one back); ROLLBACK only when it failed itself, which tells a lost connection.
    const ended =
      committed &&
      (await committed.then(
        () => true,
        () => false,
      ));
    if (!ended) await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** docs/product.md#api-conventions: every phase and task call gives up after 10 s with a clear error. */
export const PHASE_TASK_TIMEOUT_MS = 10_000;

/** `asCaller` for a phase or task call: gives up after `PHASE_TASK_TIMEOUT_MS`. */
export function asPhaseTaskCaller<T>(db: Database, caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return asCaller(db, caller, fn, { timeoutMs: PHASE_TASK_TIMEOUT_MS });
}

import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { callerConnection } from './caller-connection';
import * as schema from './schema/index';

/** The pool stays reachable as `$client`: `asCaller` takes its connection from it. */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface Caller {
  id: string;
  role: 'admin' | 'user';
}

/** Plain roles the server runs callers' queries under (created by the migrations). */
export const DB_ROLES = { user: 'websy_app', admin: 'websy_admin' } as const;

export function createDatabase(connectionString: string, max = 10) {
  // Pipeline mode: a connection's queries go out without waiting for the answer of the one
  // before (answered in order), so asCaller's opening travels with the caller's first query.
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, pipeline: true });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { pool, db };
}

/** The caller's settings for the current transaction only; every value a literal escaped by the driver. */
function settingsOf(caller: Caller, timeoutMs: number): string {
  const set = (name: string, value: string) => `set_config('${name}', ${pg.escapeLiteral(value)}, true)`;
  return `SELECT ${set('role', DB_ROLES[caller.role])}, ${set('app.user_id', caller.id)}, ${set('app.role', caller.role)}, ${set('statement_timeout', String(timeoutMs))}`;
}

/**
 * Sends BEGIN and the caller's settings without waiting, and holds the socket's writes until the
 * current turn of the event loop ends, so that they leave in one write with the first query `fn`
 * sends. BEGIN is a message of its own: should the settings fail, the transaction is aborted and
 * no query of the caller's runs without them.
 */
function openAs(client: pg.PoolClient, caller: Caller, timeoutMs: number): Promise<unknown> {
  const socket = (client as unknown as pg.Client).connection.stream;
  socket.cork();
  process.nextTick(() => socket.uncork());
  return Promise.all([client.query('BEGIN'), client.query(settingsOf(caller, timeoutMs))]);
}

/**
 * Runs `fn` in one transaction as the caller: under the caller's plain role (row-level security applies)
 * with app.user_id and app.role set for this transaction only, the way PostgREST does. `fn` gets a
 * Drizzle transaction on the pooled connection whose parameterised statements are prepared once
 * per connection (./caller-connection.ts). The opening shares a round trip with the first query of
 * `fn`, so the transaction costs one round trip more than its own queries (the COMMIT).
 */
export async function asCaller<T>(
  db: Database,
  caller: Caller,
  fn: (tx: Tx) => Promise<T>,
  options: { timeoutMs?: number } = {},
): Promise<T> {
  const client = await db.$client.connect();
  const connection = callerConnection(db, client);
  connection.role = caller.role;
  let broken: Error | undefined;
  try {
    // Both settle before the connection goes back: `fn` never outlives its transaction.
    const [opened, done] = await Promise.allSettled([
      openAs(client, caller, options.timeoutMs ?? 0),
      fn(connection.tx),
    ]);
    if (opened.status === 'rejected') throw opened.reason;
    if (done.status === 'rejected') throw done.reason;
    await client.query('COMMIT');
    return done.value;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** SPEC §7: every phase and task call gives up after 10 s with a clear error. */
export const PHASE_TASK_TIMEOUT_MS = 10_000;

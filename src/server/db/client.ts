import { drizzle, NodePgSession, NodePgTransaction, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
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
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { pool, db };
}

const dialect = new PgDialect();

/**
 * BEGIN and the caller's settings for this transaction only, in one simple-protocol message (one
 * round trip). Every value is a literal escaped by the driver; the role comes from DB_ROLES.
 */
function beginAs(client: pg.PoolClient, caller: Caller, timeoutMs: number): string {
  const set = (name: string, value: string) => `set_config('${name}', ${client.escapeLiteral(value)}, true)`;
  return `BEGIN; SELECT ${set('role', DB_ROLES[caller.role])}, ${set('app.user_id', caller.id)}, ${set('app.role', caller.role)}, ${set('statement_timeout', String(timeoutMs))}`;
}

/**
 * Runs `fn` in one transaction as the caller: under the caller's plain role (row-level security applies)
 * with app.user_id and app.role set for this transaction only, the way PostgREST does. `fn` gets a
 * Drizzle transaction on the pooled connection; BEGIN travels with the settings, so the
 * transaction costs one round trip more than its own queries (the COMMIT).
 */
export async function asCaller<T>(
  db: Database,
  caller: Caller,
  fn: (tx: Tx) => Promise<T>,
  options: { timeoutMs?: number } = {},
): Promise<T> {
  const client = await db.$client.connect();
  const schema = { fullSchema: db._.fullSchema, schema: db._.schema!, tableNamesMap: db._.tableNamesMap };
  const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema), schema) as Tx;
  let broken: Error | undefined;
  try {
    await client.query(beginAs(client, caller, options.timeoutMs ?? 0));
    const result = await fn(tx);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** SPEC §7: every phase and task call gives up after 10 s with a clear error. */
export const PHASE_TASK_TIMEOUT_MS = 10_000;

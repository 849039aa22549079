import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Database = NodePgDatabase<typeof schema>;
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

/**
 * Runs `fn` in one transaction as the caller: under the caller's plain role (row-level security applies)
 * with app.user_id and app.role set for this transaction only, the way PostgREST does.
 */
export function asCaller<T>(
  db: Database,
  caller: Caller,
  fn: (tx: Tx) => Promise<T>,
  options: { timeoutMs?: number } = {},
): Promise<T> {
  const timeout = String(options.timeoutMs ?? 0);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('role', ${DB_ROLES[caller.role]}, true), set_config('app.user_id', ${caller.id}, true), set_config('app.role', ${caller.role}, true), set_config('statement_timeout', ${timeout}, true)`,
    );
    return fn(tx);
  });
}

/** SPEC §7: every phase and task call gives up after 10 s with a clear error. */
export const PHASE_TASK_TIMEOUT_MS = 10_000;

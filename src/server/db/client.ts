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

/** Plain role the server runs callers' queries under; created by the migrations. */
export const APP_ROLE = 'websy_app';

export function createDatabase(connectionString: string, max = 10) {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { pool, db };
}

/**
 * Runs `fn` in one transaction as the caller: under the plain role (row-level security applies)
 * with app.user_id and app.role set for this transaction only, the way PostgREST does.
 */
export function asCaller<T>(db: Database, caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('role', ${APP_ROLE}, true), set_config('app.user_id', ${caller.id}, true), set_config('app.role', ${caller.role}, true)`,
    );
    return fn(tx);
  });
}

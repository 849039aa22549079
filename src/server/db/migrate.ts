import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/** Arbitrary constant: one migrator at a time across every instance sharing the database. */
const MIGRATION_LOCK = 7_311_902;

/** How long one migration statement (or the wait for another instance's lock) may take. */
const MIGRATION_QUERY_TIMEOUT_MS = 60_000;

/**
 * Applies the pending migrations on a connection of their own, made with the pool's settings but
 * not bound by its wait for an answer (the request deadline): a migration, or the wait while
 * another instance runs them, may take longer than a request may wait.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = new pg.Client({ ...pool.options, query_timeout: MIGRATION_QUERY_TIMEOUT_MS });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

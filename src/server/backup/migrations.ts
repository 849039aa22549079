import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../db/migrate';
import type { BackupMigration } from './format';

/** The migrations of the running code, oldest first. */
export function codeMigrations(folder = migrationsFolder): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder: folder });
}

export function levelOf(migrations: MigrationMeta[]): BackupMigration[] {
  return migrations.map((m) => ({ hash: m.hash, createdAt: m.folderMillis }));
}

/** Drizzle's bookkeeping table, exactly as its migrator creates it. */
export async function createBookkeeping(client: pg.ClientBase): Promise<void> {
  await client.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await client.query(
    'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
}

/**
 * Runs migrations inside the caller's transaction (Drizzle's migrator opens its own, which would
 * end ours). With `record`, each is written to the bookkeeping table as Drizzle's migrator does.
 */
export async function applyMigrations(
  client: pg.ClientBase,
  migrations: MigrationMeta[],
  options: { record: boolean },
): Promise<void> {
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await client.query(statement);
    }
    if (options.record) {
      await client.query(
        'INSERT INTO "drizzle"."__drizzle_migrations" ("hash", "created_at") VALUES ($1, $2)',
        [migration.hash, migration.folderMillis],
      );
    }
  }
}

/** The migrations applied to a database, oldest first (none when it was never migrated). */
export async function appliedMigrations(client: pg.ClientBase): Promise<BackupMigration[]> {
  const { rows: exists } = await client.query(
    `SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'drizzle' AND c.relname = '__drizzle_migrations'`,
  );
  if (exists.length === 0) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at::text FROM "drizzle"."__drizzle_migrations" ORDER BY created_at, id',
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type pg from 'pg';
import { BACKUP_SCHEMAS } from './catalog';

/** Thrown when the target already holds data and --force was not given. */
export class RestoreTargetNotEmptyError extends Error {
  constructor(what: string) {
    super(
      `${what} ya tiene datos: la restauración no los sobrescribe. Usa una carpeta de datos vacía, o --force para BORRARLOS y sustituirlos por la copia.`,
    );
    this.name = 'RestoreTargetNotEmptyError';
  }
}

export async function databaseHoldsSchema(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query(
    `SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'S') AND n.nspname = ANY($1::text[]) LIMIT 1`,
    [[...BACKUP_SCHEMAS]],
  );
  return rows.length > 0;
}

export async function folderHoldsFiles(dir: string): Promise<boolean> {
  return existsSync(dir) && (await readdir(dir)).length > 0;
}

/** Empties the database (--force): the schemas a backup brings back, and the job queue's. */
export async function dropSchemas(client: pg.ClientBase): Promise<void> {
  await client.query('DROP SCHEMA IF EXISTS "drizzle" CASCADE');
  await client.query('DROP SCHEMA IF EXISTS "pgboss" CASCADE');
  await client.query('DROP SCHEMA IF EXISTS "public" CASCADE');
  await client.query('CREATE SCHEMA "public" AUTHORIZATION pg_database_owner');
  await client.query('GRANT USAGE ON SCHEMA "public" TO PUBLIC');
}

export async function turnOffTriggers(client: pg.ClientBase): Promise<void> {
  try {
    // Guard and NOTIFY triggers, and the foreign-key checks (themselves triggers), stay quiet
    // while rows that were already valid together come back.
    await client.query('SET LOCAL session_replication_role = replica');
  } catch (error) {
    throw new Error(
      `Restaurar necesita un usuario de PostgreSQL con permiso para desactivar los disparadores (superusuario, o GRANT SET ON PARAMETER session_replication_role): ${(error as Error).message}`,
    );
  }
}

import type pg from 'pg';
import { orderTables } from './table-order';
import { qualified } from './format';

/**
 * The schemas a backup holds: the portal's and the auth library's tables (both in `public`) and
 * Drizzle's migration bookkeeping (`drizzle`). The job queue's own schema (`pgboss`) is left out:
 * pg-boss creates it at start-up and the schedules are registered again then.
 */
export const BACKUP_SCHEMAS = ['public', 'drizzle'] as const;

export interface CatalogTable {
  schema: string;
  name: string;
  columns: string[];
}

export async function listTables(client: pg.ClientBase): Promise<CatalogTable[]> {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[]; refs: string[] }>(
    `SELECT n.nspname AS schema, c.relname AS name,
            ARRAY(SELECT a.attname FROM pg_attribute a
                   WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
                   ORDER BY a.attnum)::text[] AS columns,
            ARRAY(SELECT DISTINCT rn.nspname || '.' || rc.relname FROM pg_constraint f
                    JOIN pg_class rc ON rc.oid = f.confrelid JOIN pg_namespace rn ON rn.oid = rc.relnamespace
                   WHERE f.conrelid = c.oid AND f.contype = 'f')::text[] AS refs
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND n.nspname = ANY($1::text[])`,
    [[...BACKUP_SCHEMAS]],
  );
  const byKey = new Map(rows.map((r) => [`${r.schema}.${r.name}`, r]));
  return orderTables(rows.map((r) => ({ key: `${r.schema}.${r.name}`, references: r.refs }))).map((key) => {
    const r = byKey.get(key)!;
    return { schema: r.schema, name: r.name, columns: r.columns };
  });
}

export async function listSequences(client: pg.ClientBase): Promise<{ schema: string; name: string }[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname = ANY($1::text[]) ORDER BY 1, 2`,
    [[...BACKUP_SCHEMAS]],
  );
  return rows;
}

/**
 * Row-level security would hide rows from a user it applies to, and a backup missing rows is
 * worse than none: refuse unless the connecting role sees every row (superuser, BYPASSRLS, or
 * owner of tables that do not force it).
 */
export async function assertSeesEveryRow(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname = ANY($1::text[]) AND c.relrowsecurity
        AND NOT (SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user)
        AND (c.relforcerowsecurity OR NOT pg_has_role(current_user, c.relowner, 'USAGE'))
      LIMIT 5`,
    [[...BACKUP_SCHEMAS]],
  );
  if (rows.length > 0) {
    throw new Error(
      `El usuario de la base de datos no ve todas las filas (seguridad por filas en ${rows.map((r) => r.name).join(', ')}): usa el usuario propietario de las tablas o un superusuario.`,
    );
  }
}

export { qualified };

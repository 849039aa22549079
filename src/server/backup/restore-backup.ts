import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import pg from 'pg';
import { BACKUP_SCHEMAS } from './catalog';
import {
  BackupFormatError,
  chunkLineSchema,
  endLineSchema,
  fileLineSchema,
  parseHeader,
  parseLine,
  planMigrations,
  qualified,
  quoteIdent,
  secretLineSchema,
  sequenceLineSchema,
  tableLineSchema,
  type BackupHeader,
  type BackupTable,
} from './format';
import { openLineReader } from './line-reader';
import { applyMigrations, codeMigrations, createBookkeeping, levelOf } from './migrations';
import { safeUploadPath } from './uploads';

const BATCH_ROWS = 1000;
const BATCH_CHARS = 8 * 1024 * 1024;

export interface RestoreOptions {
  databaseUrl: string;
  file: string;
  /** Where the uploaded files go; absent when files live in S3 (the file's uploads are skipped). */
  uploadsDir: string | undefined;
  /** Where the data folder's generated `app-secret` goes, when the backup holds one. */
  secretFile?: string | undefined;
  /** Replace a database (and uploads folder) that already holds data. */
  force?: boolean;
  /** The code's migrations (tests pass fewer to play an older version of the code). */
  migrations?: MigrationMeta[];
  onProgress?: (message: string) => void;
}

export interface RestoreSummary {
  header: BackupHeader;
  rows: number;
  files: number;
  migrationsApplied: number;
}

/** Thrown when the target already holds data and --force was not given. */
export class RestoreTargetNotEmptyError extends Error {
  constructor(what: string) {
    super(
      `${what} ya tiene datos: la restauración no los sobrescribe. Usa una carpeta de datos vacía, o --force para BORRARLOS y sustituirlos por la copia.`,
    );
    this.name = 'RestoreTargetNotEmptyError';
  }
}

async function databaseHoldsSchema(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query(
    `SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'S') AND n.nspname = ANY($1::text[]) LIMIT 1`,
    [[...BACKUP_SCHEMAS]],
  );
  return rows.length > 0;
}

async function folderHoldsFiles(dir: string): Promise<boolean> {
  return existsSync(dir) && (await readdir(dir)).length > 0;
}

async function dropSchemas(client: pg.ClientBase): Promise<void> {
  await client.query('DROP SCHEMA IF EXISTS "drizzle" CASCADE');
  await client.query('DROP SCHEMA IF EXISTS "pgboss" CASCADE');
  await client.query('DROP SCHEMA IF EXISTS "public" CASCADE');
  await client.query('CREATE SCHEMA "public" AUTHORIZATION pg_database_owner');
  await client.query('GRANT USAGE ON SCHEMA "public" TO PUBLIC');
}

async function turnOffTriggers(client: pg.ClientBase): Promise<void> {
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

async function insertBatch(client: pg.ClientBase, table: BackupTable, rows: string[]): Promise<void> {
  const columns = table.columns.map(quoteIdent).join(', ');
  await client.query(
    `INSERT INTO ${qualified(table)} (${columns}) OVERRIDING SYSTEM VALUE
     SELECT ${columns} FROM json_populate_recordset(NULL::${qualified(table)}, $1::json)`,
    [`[${rows.join(',')}]`],
  );
}

/**
 * Brings a backup back in one transaction: the schema at the backup's level, the rows, the
 * sequences, then the newer migrations of this code. Any error (a damaged file, a count or digest
 * that differs) rolls all of it back; the uploaded files are written beside the uploads folder and
 * moved into place only after the commit.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const progress = options.onProgress ?? (() => undefined);
  const reader = openLineReader(options.file);
  const staging = options.uploadsDir
    ? `${path.resolve(options.uploadsDir)}.restoring-${process.pid}`
    : undefined;
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'websy-restore' });
  let began = false;
  try {
    const header = parseHeader(await reader.next());
    const code = options.migrations ?? codeMigrations();
    const plan = planMigrations(header.migrations, levelOf(code));
    const byTime = new Map(code.map((m) => [m.folderMillis, m]));
    const atDumpLevel = plan.atDumpLevel.map((m) => byTime.get(m.createdAt)!);
    const newer = plan.newer.map((m) => byTime.get(m.createdAt)!);

    await client.connect();
    if ((await databaseHoldsSchema(client)) && !options.force)
      throw new RestoreTargetNotEmptyError('La base de datos');
    if (options.uploadsDir && (await folderHoldsFiles(options.uploadsDir)) && !options.force) {
      throw new RestoreTargetNotEmptyError(`La carpeta de archivos ${options.uploadsDir}`);
    }

    if (header.appSecret && options.secretFile && existsSync(options.secretFile) && !options.force) {
      throw new RestoreTargetNotEmptyError(`La carpeta de datos (${options.secretFile})`);
    }

    await client.query('BEGIN');
    began = true;
    await turnOffTriggers(client);
    if (options.force) await dropSchemas(client);
    await createBookkeeping(client);
    await applyMigrations(client, atDumpLevel, { record: false });
    progress(`Esquema creado al nivel de la copia (${atDumpLevel.length} migraciones).`);

    let totalRows = 0;
    for (const table of header.tables) {
      const marker = parseLine(
        tableLineSchema,
        await reader.next(),
        `la tabla ${table.schema}.${table.name}`,
      );
      if (marker.schema !== table.schema || marker.name !== table.name || marker.rows !== table.rows) {
        throw new BackupFormatError(
          `La copia está dañada: la tabla ${marker.schema}.${marker.name} no es la que anuncia la cabecera.`,
        );
      }
      let batch: string[] = [];
      let chars = 0;
      for (let i = 0; i < table.rows; i++) {
        const line = await reader.next();
        if (line === undefined || !line.startsWith('{')) {
          throw new BackupFormatError(
            `La copia está incompleta o dañada en la tabla ${table.schema}.${table.name}.`,
          );
        }
        batch.push(line);
        chars += line.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
          await insertBatch(client, table, batch);
          batch = [];
          chars = 0;
        }
      }
      if (batch.length > 0) await insertBatch(client, table, batch);
      totalRows += table.rows;
      if (table.rows >= 10_000) progress(`  ${table.schema}.${table.name}: ${table.rows} filas`);
    }
    progress(`Datos cargados: ${header.tables.length} tablas, ${totalRows} filas.`);

    for (let i = 0; i < header.sequences; i++) {
      const sequence = parseLine(sequenceLineSchema, await reader.next(), 'una secuencia');
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        qualified(sequence),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }

    const secret = header.appSecret
      ? parseLine(secretLineSchema, await reader.next(), 'el secreto de la aplicación').d
      : undefined;
    if (staging) {
      await rm(staging, { recursive: true, force: true });
      await mkdir(staging, { recursive: true });
    }
    for (let i = 0; i < header.files.count; i++) {
      const entry = parseLine(fileLineSchema, await reader.next(), 'un archivo');
      const target = staging ? safeUploadPath(staging, entry.path) : undefined;
      if (target) await mkdir(path.dirname(target), { recursive: true });
      const handle = target ? await open(target, 'wx', 0o600) : undefined;
      const hash = createHash('sha256');
      let size = 0;
      try {
        while (size < entry.size) {
          const chunk = Buffer.from(
            parseLine(chunkLineSchema, await reader.next(), `el contenido de ${entry.path}`).d,
            'base64',
          );
          if (chunk.length === 0) throw new BackupFormatError(`La copia está dañada en ${entry.path}.`);
          hash.update(chunk);
          size += chunk.length;
          await handle?.write(chunk);
        }
      } finally {
        await handle?.close();
      }
      if (size !== entry.size || hash.digest('hex') !== entry.sha256) {
        throw new BackupFormatError(`La copia está dañada: ${entry.path} no coincide con su huella.`);
      }
    }
    if (header.files.count > 0) {
      progress(
        staging
          ? `Archivos: ${header.files.count} preparados.`
          : 'Archivos: la copia los trae pero los archivos van a S3; no se restauran.',
      );
    }

    const expected = reader.digest();
    const end = parseLine(endLineSchema, await reader.next({ hashed: false }), 'el final de la copia');
    if (end.sha256 !== expected)
      throw new BackupFormatError('La copia está dañada: su huella SHA-256 no coincide.');
    if ((await reader.next()) !== undefined)
      throw new BackupFormatError('La copia está dañada: hay datos tras su final.');

    await client.query('SET LOCAL session_replication_role = origin');
    await applyMigrations(client, newer, { record: true });
    if (newer.length > 0) progress(`Migraciones posteriores a la copia aplicadas: ${newer.length}.`);
    await client.query('COMMIT');
    began = false;

    if (staging && options.uploadsDir) await swapIn(staging, path.resolve(options.uploadsDir));
    if (secret !== undefined && options.secretFile) {
      await mkdir(path.dirname(options.secretFile), { recursive: true });
      await writeFile(options.secretFile, secret, { mode: 0o600 });
    }
    return { header, rows: totalRows, files: header.files.count, migrationsApplied: newer.length };
  } catch (error) {
    if (began) await client.query('ROLLBACK').catch(() => undefined);
    if (staging) await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    reader.close();
    await client.end().catch(() => undefined);
  }
}

/** Puts the restored files in place of the uploads folder (the old one, with --force, is removed). */
async function swapIn(staging: string, uploadsDir: string): Promise<void> {
  const old = `${uploadsDir}.replaced-${process.pid}`;
  const hadFolder = existsSync(uploadsDir);
  if (hadFolder) await rename(uploadsDir, old);
  await rename(staging, uploadsDir);
  if (hadFolder) await rm(old, { recursive: true, force: true });
}

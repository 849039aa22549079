import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import pg from 'pg';
import {
  BackupFormatError,
  endLineSchema,
  parseHeader,
  parseLine,
  planMigrations,
  secretLineSchema,
  type BackupHeader,
} from './format';
import { openLineReader } from './line-reader';
import { applyMigrations, codeMigrations, createBookkeeping, levelOf } from './migrations';
import { stageFiles, swapIn } from './restore-files';
import { restoreRows } from './restore-rows';
import {
  databaseHoldsSchema,
  dropSchemas,
  folderHoldsFiles,
  RestoreTargetNotEmptyError,
  turnOffTriggers,
} from './restore-target';

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

    const totalRows = await restoreRows(client, reader, header, progress);

    const secret = header.appSecret
      ? parseLine(secretLineSchema, await reader.next(), 'el secreto de la aplicación').d
      : undefined;
    await stageFiles(reader, header, staging);
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

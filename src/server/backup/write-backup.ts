import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { appVersion } from './app-version';
import { assertSeesEveryRow, listSequences, listTables } from './catalog';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  FILE_CHUNK_BYTES,
  qualified,
  quoteIdent,
  type BackupHeader,
} from './format';
import { openLineWriter } from './line-writer';
import { appliedMigrations } from './migrations';
import { listUploads, sha256OfFile } from './uploads';

const FETCH_ROWS = 2000;

export interface BackupOptions {
  databaseUrl: string;
  /** The local uploads folder; absent when files live in S3 (not part of the backup). */
  uploadsDir: string | undefined;
  out: string;
  /** The data folder's generated `app-secret` file, when APP_SECRET is not configured. */
  secretFile?: string | undefined;
  onProgress?: (message: string) => void;
}

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  uncompressedBytes: number;
}

/**
 * Dumps the database in one REPEATABLE READ, READ ONLY transaction (one snapshot: every table as
 * of the same instant), streaming each table through a cursor, then the uploads folder.
 */
export async function writeBackup(options: BackupOptions): Promise<BackupSummary> {
  const progress = options.onProgress ?? (() => undefined);
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'websy-backup' });
  await client.connect();
  if (existsSync(options.out)) {
    await client.end();
    throw new Error(`${options.out} ya existe: elige otro nombre con --out.`);
  }
  await mkdir(path.dirname(path.resolve(options.out)), { recursive: true });
  const writer = openLineWriter(options.out);
  let finished = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await assertSeesEveryRow(client);
    const migrations = await appliedMigrations(client);
    if (migrations.length === 0)
      throw new Error('La base de datos no tiene el esquema de Websy: nada que copiar.');
    const tables = await listTables(client);
    const counted = [];
    for (const table of tables) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM ${qualified(table)}`,
      );
      counted.push({ ...table, rows: Number(rows[0]!.n) });
    }
    const sequences = await listSequences(client);
    const uploads = options.uploadsDir ? await listUploads(options.uploadsDir) : [];
    const secret =
      options.secretFile && existsSync(options.secretFile)
        ? (await readFile(options.secretFile, 'utf8')).trim()
        : undefined;
    const { rows: version } = await client.query<{ v: string }>(
      "SELECT current_setting('server_version') AS v",
    );
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      postgresVersion: version[0]!.v,
      migrations,
      tables: counted,
      sequences: sequences.length,
      files: { count: uploads.length, bytes: uploads.reduce((sum, u) => sum + u.size, 0) },
      appSecret: secret !== undefined,
    };
    await writer.line(JSON.stringify(header));

    let totalRows = 0;
    for (const table of counted) {
      await writer.line(
        JSON.stringify({ t: 'table', schema: table.schema, name: table.name, rows: table.rows }),
      );
      const columns = table.columns.map(quoteIdent).join(', ');
      // Ordered by every column: the same data always makes the same file.
      await client.query(
        `DECLARE dump NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM (SELECT ${columns} FROM ${qualified(table)}) t ORDER BY 1`,
      );
      let seen = 0;
      for (;;) {
        const { rows } = await client.query<{ j: string }>(`FETCH ${FETCH_ROWS} FROM dump`);
        for (const row of rows) await writer.line(row.j);
        seen += rows.length;
        if (rows.length < FETCH_ROWS) break;
        if (seen % 50_000 < FETCH_ROWS)
          progress(`  ${table.schema}.${table.name}: ${seen}/${table.rows} filas`);
      }
      await client.query('CLOSE dump');
      if (seen !== table.rows)
        throw new Error(`${table.schema}.${table.name}: ${seen} filas leídas, ${table.rows} contadas.`);
      totalRows += seen;
    }
    progress(`Base de datos: ${counted.length} tablas, ${totalRows} filas.`);

    for (const sequence of sequences) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM ${qualified(sequence)}`,
      );
      await writer.line(
        JSON.stringify({
          t: 'sequence',
          schema: sequence.schema,
          name: sequence.name,
          lastValue: rows[0]!.last_value,
          isCalled: rows[0]!.is_called,
        }),
      );
    }
    await client.query('COMMIT');
    // Without it, what the portal encrypted (two-step sign-in secrets, provider tokens) would not open.
    if (secret !== undefined) await writer.line(JSON.stringify({ t: 'secret', d: secret }));

    let copied = 0;
    for (const upload of uploads) {
      // The digest is read first; a file changed meanwhile fails the restore's check loudly.
      const sha256 = await sha256OfFile(upload.absolute);
      await writer.line(JSON.stringify({ t: 'file', path: upload.path, size: upload.size, sha256 }));
      let bytes = 0;
      for await (const chunk of createReadStream(upload.absolute, { highWaterMark: FILE_CHUNK_BYTES })) {
        const buffer = chunk as Buffer;
        bytes += buffer.length;
        await writer.line(JSON.stringify({ t: 'chunk', d: buffer.toString('base64') }));
      }
      if (bytes !== upload.size)
        throw new Error(`${upload.path} cambió durante la copia: vuelve a lanzarla.`);
      copied += 1;
      if (copied % 100 === 0) progress(`  archivos: ${copied}/${uploads.length}`);
    }
    if (uploads.length > 0) progress(`Archivos: ${uploads.length} (${header.files.bytes} bytes).`);
    const uncompressedBytes = writer.uncompressedBytes();
    await writer.close(JSON.stringify({ t: 'end', sha256: writer.digest() }));
    finished = true;
    return {
      file: options.out,
      tables: counted.length,
      rows: totalRows,
      files: uploads.length,
      fileBytes: header.files.bytes,
      uncompressedBytes,
    };
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.end().catch(() => undefined);
    if (!finished) {
      writer.abort();
      await rm(options.out, { force: true });
    }
  }
}

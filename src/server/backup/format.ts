import { z } from 'zod';

/**
 * The backup file: one gzip stream of lines. Line 1 is the header (JSON); then, per table, a
 * `table` marker followed by exactly `rows` lines, each the table's row as PostgreSQL's own
 * `row_to_json` text (never parsed in Node, so numerics and timestamps keep every digit); then the
 * sequences; then the uploads folder's files in base64 chunks; last, an `end` line holding the
 * SHA-256 of every line before it. A file without its `end` line, or whose digest or counts
 * differ, is refused.
 */
export const BACKUP_FORMAT = 'websy-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_EXTENSION = 'websy.gz';
/** Bytes of an uploaded file per chunk line (base64 adds a third). */
export const FILE_CHUNK_BYTES = 512 * 1024;

const tableSchema = z.object({
  schema: z.string().min(1),
  name: z.string().min(1),
  /** The columns dumped (generated columns are left out: PostgreSQL computes them again). */
  columns: z.array(z.string().min(1)).min(1),
  rows: z.number().int().min(0),
});
export type BackupTable = z.infer<typeof tableSchema>;

const migrationSchema = z.object({ hash: z.string().min(1), createdAt: z.number().int() });
export type BackupMigration = z.infer<typeof migrationSchema>;

export const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  postgresVersion: z.string(),
  /** The migrations applied to the database dumped, oldest first: the schema level of the data. */
  migrations: z.array(migrationSchema),
  /** In restore order (a table's referenced tables come first). */
  tables: z.array(tableSchema),
  sequences: z.number().int().min(0),
  files: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /** Whether the secret the portal generated into its data folder (no APP_SECRET) is inside. */
  appSecret: z.boolean().default(false),
});
export type BackupHeader = z.infer<typeof headerSchema>;

export const tableLineSchema = z.object({
  t: z.literal('table'),
  schema: z.string(),
  name: z.string(),
  rows: z.number().int().min(0),
});
export const sequenceLineSchema = z.object({
  t: z.literal('sequence'),
  schema: z.string(),
  name: z.string(),
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});
export type BackupSequence = z.infer<typeof sequenceLineSchema>;
export const fileLineSchema = z.object({
  t: z.literal('file'),
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export const chunkLineSchema = z.object({ t: z.literal('chunk'), d: z.string() });
export const secretLineSchema = z.object({ t: z.literal('secret'), d: z.string().min(32) });
export const endLineSchema = z.object({ t: z.literal('end'), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export class BackupFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFormatError';
  }
}

/** Parses and checks the header line; a file of another format or a newer format is refused. */
export function parseHeader(line: string | undefined): BackupHeader {
  if (line === undefined || line === '')
    throw new BackupFormatError('El archivo está vacío: no es una copia de Websy.');
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new BackupFormatError('El archivo no es una copia de Websy (cabecera ilegible).');
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== BACKUP_FORMAT) throw new BackupFormatError('El archivo no es una copia de Websy.');
  const version = (json as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new BackupFormatError(
      `La copia usa el formato ${version}, más nuevo que el que entiende esta versión (${BACKUP_FORMAT_VERSION}): actualiza Websy para restaurarla.`,
    );
  }
  const parsed = headerSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupFormatError(
      `La cabecera de la copia no es válida: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

/** Parses one record line against its schema, with a message naming what was expected. */
export function parseLine<T>(schema: z.ZodType<T>, line: string | undefined, expected: string): T {
  if (line === undefined) throw new BackupFormatError(`La copia está incompleta: falta ${expected}.`);
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new BackupFormatError(`La copia está dañada: se esperaba ${expected}.`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new BackupFormatError(`La copia está dañada: se esperaba ${expected}.`);
  return parsed.data;
}

export function qualified(table: { schema: string; name: string }): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `websy-2026-11-26T17-40-00Z.websy.gz`: sortable, no characters a shell or Windows dislikes. */
export function defaultBackupName(now: Date): string {
  return `websy-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.${BACKUP_EXTENSION}`;
}

/** Which of the code's migrations the dump was taken at; a dump from newer code is refused. */
export function planMigrations(
  dumped: BackupMigration[],
  code: BackupMigration[],
): { atDumpLevel: BackupMigration[]; newer: BackupMigration[] } {
  const known = new Map(code.map((m) => [m.createdAt, m]));
  for (const m of dumped) {
    const mine = known.get(m.createdAt);
    if (!mine) {
      throw new BackupFormatError(
        'La copia es de una versión de Websy más nueva que esta (tiene migraciones que este código no conoce): actualiza Websy antes de restaurarla.',
      );
    }
    if (mine.hash !== m.hash) {
      throw new BackupFormatError(
        `La migración ${m.createdAt} de la copia no coincide con la de este código: la copia es de otra rama o versión de Websy.`,
      );
    }
  }
  const last = dumped.reduce((max, m) => Math.max(max, m.createdAt), Number.NEGATIVE_INFINITY);
  const atDumpLevel = code.filter((m) => m.createdAt <= last);
  if (atDumpLevel.length !== dumped.length) {
    throw new BackupFormatError(
      'Las migraciones de la copia no son una secuencia completa de las de este código.',
    );
  }
  return { atDumpLevel, newer: code.filter((m) => m.createdAt > last) };
}

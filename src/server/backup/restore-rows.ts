import type pg from 'pg';
import {
  BackupFormatError,
  parseLine,
  qualified,
  quoteIdent,
  sequenceLineSchema,
  tableLineSchema,
  type BackupHeader,
  type BackupTable,
} from './format';
import type { openLineReader } from './line-reader';

const BATCH_ROWS = 1000;
const BATCH_CHARS = 8 * 1024 * 1024;

/**
 * A batch of rows the database refuses as data (SQLSTATE class 22, data exception: invalid JSON,
 * a value out of range) is a damaged backup: a backup holds only rows the database once accepted,
 * and its digest, checked at the end, would say so too. Said before that, as such.
 */
async function insertBatch(client: pg.ClientBase, table: BackupTable, rows: string[]): Promise<void> {
  const columns = table.columns.map(quoteIdent).join(', ');
  try {
    await client.query(
      `INSERT INTO ${qualified(table)} (${columns}) OVERRIDING SYSTEM VALUE
       SELECT ${columns} FROM json_populate_recordset(NULL::${qualified(table)}, $1::json)`,
      [`[${rows.join(',')}]`],
    );
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !code.startsWith('22')) throw error;
    throw new BackupFormatError(
      `La copia está dañada en la tabla ${table.schema}.${table.name} (${(error as Error).message}): no se ha restaurado nada.`,
    );
  }
}

/**
 * Loads every table the header announces, in batches, then sets the sequences where the backup
 * left them; a table that is not the one announced, or cut short, is a damaged backup. Returns the
 * rows loaded.
 */
export async function restoreRows(
  client: pg.ClientBase,
  reader: ReturnType<typeof openLineReader>,
  header: BackupHeader,
  progress: (message: string) => void,
): Promise<number> {
  let totalRows = 0;
  for (const table of header.tables) {
    const marker = parseLine(tableLineSchema, await reader.next(), `la tabla ${table.schema}.${table.name}`);
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
  return totalRows;
}

import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openBackupDatabase } from '../src/server/backup/database';
import { defaultBackupName } from '../src/server/backup/format';
import { writeBackup } from '../src/server/backup/write-backup';

/** `npm run backup [-- --out FILE]`: one consistent file with the database and the uploads. */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const out = values.out ?? path.join('backups', defaultBackupName(new Date()));
  const database = await openBackupDatabase(config, 'backup');
  const started = Date.now();
  try {
    console.log(`Copia de ${database.description} → ${out}`);
    if (config.integrations.s3) {
      console.log(
        `Los archivos subidos están en S3 (${config.integrations.s3.bucket}): NO entran en esta copia; cópialos con las herramientas del propio almacén.`,
      );
    }
    const summary = await writeBackup({
      databaseUrl: database.url,
      uploadsDir: config.integrations.s3 ? undefined : config.uploadsDir,
      out,
      secretFile: config.appSecret ? undefined : path.join(config.dataDir, 'app-secret'),
      onProgress: (line) => console.log(line),
    });
    const { size } = await import('node:fs/promises').then((fs) => fs.stat(out));
    console.log(
      `Copia terminada en ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.rows} filas de ${summary.tables} tablas, ${summary.files} archivos; ${size} bytes.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

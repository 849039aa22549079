import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openBackupDatabase } from '../src/server/backup/database';
import { restoreBackup } from '../src/server/backup/restore-backup';

/** `npm run restore FILE [-- --force]`: brings a backup back on an empty data folder. */
async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    console.error('Uso: npm run restore -- ARCHIVO [--force]');
    process.exit(2);
  }
  if (!existsSync(positionals[0]!)) {
    console.error(`No existe el archivo ${positionals[0]}.`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openBackupDatabase(config, 'restore');
  const started = Date.now();
  try {
    console.log(
      `Restaurando ${positionals[0]} en ${database.description}${values.force ? ' (--force: se BORRA lo que haya)' : ''}`,
    );
    if (config.integrations.s3) {
      console.log(
        'Los archivos subidos van a S3: los de la copia no se restauran; recupera el bucket con las herramientas del almacén.',
      );
    }
    const summary = await restoreBackup({
      databaseUrl: database.url,
      file: positionals[0]!,
      uploadsDir: config.integrations.s3 ? undefined : config.uploadsDir,
      force: values.force,
      secretFile: config.appSecret ? undefined : path.join(config.dataDir, 'app-secret'),
      onProgress: (line) => console.log(line),
    });
    console.log(
      `Restaurada en ${((Date.now() - started) / 1000).toFixed(1)} s: copia del ${summary.header.createdAt} (Websy ${summary.header.appVersion}), ${summary.rows} filas, ${summary.files} archivos, ${summary.migrationsApplied} migraciones nuevas aplicadas.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

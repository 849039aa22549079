/**
 * Backup benchmark (`npm run bench:backup`): the demo agency (`npm run demo`'s data, uploaded
 * files included) backed up to one file and restored into an empty database and folder, on the
 * embedded PostgreSQL. Prints the file's size and both times; then the same with
 * BENCH_BACKUP_ROWS (default 100,000) more notifications, to show how it scales.
 */
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { restoreBackup } from '../src/server/backup/restore-backup';
import { writeBackup } from '../src/server/backup/write-backup';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { seedDemo } from '../src/server/demo/seed-demo';
import { startServer } from '../src/server/server';
import { inProcessConfig } from './lib';

const dir = mkdtempSync(path.join(os.tmpdir(), 'websy-bench-backup-'));
// As root, PostgreSQL runs as another user, which must reach the folder.
if (process.getuid?.() === 0) chmodSync(dir, 0o777);
const embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
try {
  const config = inProcessConfig(embedded.url(), dir);
  const server = await startServer(config);
  await seedDemo(server.deps.db, server.deps.auth, config.ownerEmail, server.deps.files);
  await server.close();

  const measure = async (label: string) => {
    const file = path.join(dir, `${label}.websy.gz`);
    let started = performance.now();
    const summary = await writeBackup({
      databaseUrl: embedded.url(),
      uploadsDir: config.uploadsDir,
      out: file,
    });
    const backupMs = performance.now() - started;
    const admin = new pg.Client({ connectionString: embedded.url('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE restored_${label}`);
    await admin.end();
    started = performance.now();
    await restoreBackup({
      databaseUrl: embedded.url(`restored_${label}`),
      file,
      uploadsDir: path.join(dir, `restored-uploads-${label}`),
    });
    const restoreMs = performance.now() - started;
    console.log(
      [
        `${label}: ${summary.tables} tables, ${summary.rows} rows, ${summary.files} files (${summary.fileBytes} bytes)`,
        `  backup:  ${(backupMs / 1000).toFixed(2)} s → ${statSync(file).size} bytes gzip (${summary.uncompressedBytes} uncompressed)`,
        `  restore: ${(restoreMs / 1000).toFixed(2)} s (schema from the migrations, rows, sequences, files)`,
      ].join('\n'),
    );
  };
  await measure('demo');
  const extra = Number(process.env.BENCH_BACKUP_ROWS ?? 100_000);
  const db = new pg.Client({ connectionString: embedded.url() });
  db.on('error', () => undefined);
  await db.connect();
  // Rows, not notices: the realtime NOTIFY triggers stay out of a bulk load.
  await db.query('SET session_replication_role = replica');
  await db.query(
    `INSERT INTO notifications (user_id, title, message, metadata, created_at)
     SELECT u.id, 'Aviso ' || g, 'Mensaje de prueba número ' || g || ' con ñ y acentos: canción',
            jsonb_build_object('n', g), now() - g * interval '1 minute'
       FROM generate_series(1, $1::int) g, (SELECT id FROM users ORDER BY email LIMIT 1) u`,
    [extra],
  );
  await db.end();
  await measure(`demo_plus_${extra}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await embedded.stop();
  rmSync(dir, { recursive: true, force: true });
}

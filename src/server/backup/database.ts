import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { startEmbeddedPostgres } from '../db/embedded';

export interface BackupDatabase {
  url: string;
  /** How the command reached the database, for its first line of output. */
  description: string;
  close: () => Promise<void>;
}

/** The port of the embedded server running on this data folder, if one is (its postmaster.pid). */
export function runningEmbeddedPort(pgDir: string): number | undefined {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || port <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive but not ours to signal; anything else: a stale pid file.
    if ((error as { code?: string }).code !== 'EPERM') return undefined;
  }
  return port;
}

/**
 * DATABASE_URL when set; otherwise the embedded server of DATA_DIR: the running portal's (a
 * backup connects to it, a restore refuses), or one started for the command and stopped after.
 */
export async function openBackupDatabase(
  config: Config,
  purpose: 'backup' | 'restore',
): Promise<BackupDatabase> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, description: 'DATABASE_URL', close: async () => undefined };
  }
  const pgDir = path.join(config.dataDir, 'pg');
  const port = runningEmbeddedPort(pgDir);
  if (port !== undefined) {
    if (purpose === 'restore') {
      throw new Error(`El portal está en marcha sobre ${config.dataDir}: detenlo antes de restaurar.`);
    }
    const password = readFileSync(`${path.resolve(pgDir)}.password`, 'utf8').trim();
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/websy`,
      description: `PostgreSQL embebido en marcha (${pgDir})`,
      close: async () => undefined,
    };
  }
  if (purpose === 'backup' && !existsSync(path.join(pgDir, 'PG_VERSION'))) {
    throw new Error(`No hay base de datos en ${pgDir}: nada que copiar.`);
  }
  const server = await startEmbeddedPostgres(pgDir);
  return { url: server.url(), description: `PostgreSQL embebido (${pgDir})`, close: () => server.stop() };
}

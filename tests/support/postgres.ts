import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, chmodSync, chownSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedPostgres, THROWAWAY_SETTINGS } from '../../src/server/db/embedded';

export interface TestPostgres {
  /** Connection URL for a database on this server. */
  url: (database: string) => string;
  version: string;
  stop: () => Promise<void>;
}

/**
 * The embedded PostgreSQL from npm, in a throw-away folder, reached over loopback TCP as an
 * external database is (DATABASE_URL): tests put a proxy between the portal and it. The portal's
 * own embedded server, on its Unix socket, is what the journeys run on.
 */
export async function startEmbedded(): Promise<TestPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'websy-test-pg-'));
  if (process.getuid?.() === 0) chmodSync(dir, 0o777);
  const server = await startEmbeddedPostgres(path.join(dir, 'pg'), { database: 'postgres', throwaway: true });
  return {
    url: (db) => server.tcpUrl(db),
    version: 'embedded',
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL server from the machine's binaries (e.g. /usr/lib/postgresql/15/bin). */
export async function startSystem(binDir: string): Promise<TestPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'websy-test-pg15-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });
  if (asRoot) {
    chmodSync(dir, 0o777);
    const pwFile = path.join(dir, 'pw');
    writeFileSync(pwFile, 'websy-test');
    chownSync(pwFile, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  } else {
    writeFileSync(path.join(dir, 'pw'), 'websy-test');
  }
  run(path.join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=scram-sha-256',
    `--pwfile=${path.join(dir, 'pw')}`,
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const port = await freePort();
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dir}`,
    '-c',
    'max_connections=200',
    ...THROWAWAY_SETTINGS.flatMap((setting) => ['-c', setting]),
  ];
  const child = asRoot
    ? spawn('runuser', ['-u', 'postgres', '--', path.join(binDir, 'postgres'), ...args], {
        stdio: 'ignore',
        detached: true,
      })
    : spawn(path.join(binDir, 'postgres'), args, { stdio: 'ignore', detached: true });
  const url = (db: string) => `postgres://postgres:websy-test@127.0.0.1:${port}/${db}`;
  const pg = (await import('pg')).default;
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url('postgres') });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt > 100) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    version: path.basename(path.dirname(binDir)),
    stop: async () => {
      if (child.pid) {
        try {
          process.kill(-child.pid, 'SIGINT');
        } catch {
          /* already gone */
        }
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function systemPostgresBin(version: string): string | undefined {
  const bin = `/usr/lib/postgresql/${version}/bin`;
  return existsSync(path.join(bin, 'postgres')) ? bin : undefined;
}

/**
 * What the benchmarks share: a throw-away database with the portal on it, child targets, sign-in.
 * Measuring is in bench/measure.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from '../src/server/config';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { comparePair, CONNECTIONS, profiled, type Pair, type Target } from './measure';

export const root = path.resolve(import.meta.dirname, '..');

/**
 * The configuration of a portal that a bench starts in its own process (`startServer`): production
 * mode on a free port, the bench's database and folder, no jobs, no logs; `extra` adds settings.
 */
export function inProcessConfig(databaseUrl: string, dir: string, extra: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(dir, 'data'),
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    OWNER_EMAIL: 'admin@websy.local',
    OWNER_PASSWORD: 'bench-password-1',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    ...extra,
  });
}

/** Starts a target script; its URL arrives with its `BENCH_READY <url>` line. */
export function start(script: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const url = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('BENCH_READY ')) resolve(line.slice(12).trim());
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return { child, url };
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.send('stop');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000).unref())]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Signs in (or up) through Better Auth and returns the Cookie header of the session. */
export async function signIn(url: string, email: string, password: string, signUp = false): Promise<string> {
  const res = await fetch(`${url}/api/auth/${signUp ? 'sign-up' : 'sign-in'}/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password, name: 'Bench' }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export interface BenchPortal {
  /** The embedded database's connection string (its owner: seed with it). */
  databaseUrl: string;
  portal: Target;
  /** Cookie of a client signed up through the portal (bench-client@example.com). */
  clientCookie: string;
  /** Starts another target on the same database and secret (and `env`); stopped at the end. */
  startTarget: (script: string, env?: Record<string, string>) => Promise<Target>;
  /**
   * The portal against `baseline` on one path, in alternating rounds (bench/measure.ts); with
   * BENCH_PROFILE, the portal's CPU profile of its rounds is saved as `<name>-<label>`.
   */
  compare: (
    baseline: Target,
    pathAndQuery: string,
    cookie: string,
    options: { label: string; connections?: number },
  ) => Promise<Pair>;
}

/**
 * A throw-away embedded PostgreSQL with the real portal on it and one signed-up client; runs
 * `fn`, then stops every target and deletes the folder.
 */
export async function withBenchPortal(name: string, fn: (bench: BenchPortal) => Promise<void>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `websy-bench-${name}-`));
  if (process.getuid?.() === 0) chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'pg');
  const database = await startEmbeddedPostgres(dataDir, { database: 'websy_bench' });
  const children: ChildProcess[] = [];
  const env = { DATABASE_URL: database.url(), APP_SECRET: randomBytes(32).toString('hex') };
  const startTarget = async (script: string, extra: Record<string, string> = {}): Promise<Target> => {
    const target = start(script, { ...env, ...extra });
    children.push(target.child);
    return { child: target.child, url: await target.url };
  };
  try {
    const portal = await startTarget('bench/targets/portal.ts');
    const clientCookie = await signIn(portal.url, 'bench-client@example.com', 'bench-password-1', true);
    const compare: BenchPortal['compare'] = (baseline, pathAndQuery, cookie, options) =>
      comparePair({
        portal,
        baseline,
        pgDataDir: dataDir,
        pathAndQuery,
        cookie,
        connections: options.connections ?? CONNECTIONS,
        around: (rounds) => profiled(portal.child, `${name}-${options.label}`, rounds),
      });
    await fn({ databaseUrl: database.url(), portal, clientCookie, startTarget, compare });
  } finally {
    for (const c of children) await stop(c);
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

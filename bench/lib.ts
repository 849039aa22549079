/**
 * What the benchmarks share: child targets, sign-in, an autocannon run with p50/p95/p99, CPU
 * profiles of the portal (BENCH_PROFILE), number format.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { summarise, type CpuProfile } from './profile-summary';

export const DURATION = Number(process.env.BENCH_DURATION ?? 15);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const root = path.resolve(import.meta.dirname, '..');
/** A folder: the portal's CPU profile of each measured run is written there and summarised. */
export const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;

/** Starts a target script (`bench/targets/*.ts`); its URL arrives with its `BENCH_READY <url>` line. */
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

export interface RunResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/** GETs one path with autocannon for `seconds`; any non-2xx answer fails the benchmark. */
export async function run(
  url: string,
  pathAndQuery: string,
  cookie: string,
  seconds: number,
  connections = CONNECTIONS,
): Promise<RunResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: url + pathAndQuery, connections, duration: seconds, headers: { cookie } },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_c, _s, _b, t) => latencies.push(t));
  });
  if (result.non2xx || result.errors)
    throw new Error(`${url}${pathAndQuery}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
  return { rps: result.requests.total / (result.duration || seconds), p50: at(50), p95: at(95), p99: at(99) };
}

/** Sends `message` to a target and waits for its `<message>:done`. */
function ask(child: ChildProcess, message: string) {
  return new Promise<void>((resolve) => {
    const onMessage = (m: unknown) => {
      if (m !== `${message}:done`) return;
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

/**
 * Runs `fn` (a measured run against the portal); with BENCH_PROFILE, records the portal's CPU
 * profile meanwhile into `<BENCH_PROFILE>/<name>.cpuprofile` and prints its summary.
 */
export async function profiled<T>(portal: ChildProcess, name: string, fn: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return fn();
  mkdirSync(PROFILE_DIR, { recursive: true });
  const file = path.join(PROFILE_DIR, `${name}.cpuprofile`);
  await ask(portal, 'profile:start');
  const result = await fn();
  await ask(portal, `profile:stop:${file}`);
  console.log(`\nCPU profile of the portal, ${name} (${file}):`);
  console.log(summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, 15));
  return result;
}

/** One row per target and a last row of ratios (first target / second). */
export function table(rows: [string, RunResult][]): string {
  const [a, b] = [rows[0]![1], rows[1]![1]];
  const cells = [
    ['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'],
    ...rows.map(([name, r]) => [name, fmt(r.rps), fmt(r.p50, 1), fmt(r.p95, 1), fmt(r.p99, 1)]),
    [
      `${rows[0]![0]} / ${rows[1]![0]}`,
      `${fmt(a.rps / b.rps, 2)}×`,
      `${fmt(a.p50 / b.p50, 2)}×`,
      `${fmt(a.p95 / b.p95, 2)}×`,
      `${fmt(a.p99 / b.p99, 2)}×`,
    ],
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((c, j) => (j ? c.padStart(widths[j]!) : c.padEnd(widths[j]!))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(cells[0]!), rule, ...cells.slice(1, -1).map(line), rule, line(cells.at(-1)!)].join('\n');
}

export const fmt = (n: number, d = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

export interface BenchPortal {
  /** The embedded database's connection string (its owner: seed with it). */
  databaseUrl: string;
  portalUrl: string;
  /** Cookie of a client signed up through the portal (bench-client@example.com). */
  clientCookie: string;
  /** Starts another target on the same database and secret (and `env`); stopped at the end. */
  startTarget: (script: string, env?: Record<string, string>) => Promise<string>;
  /** `profiled` for the portal's process. */
  profile: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
}

/**
 * A throw-away embedded PostgreSQL with the real portal on it and one signed-up client; runs
 * `fn`, then stops every target and deletes the folder.
 */
export async function withBenchPortal(name: string, fn: (bench: BenchPortal) => Promise<void>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `websy-bench-${name}-`));
  if (process.getuid?.() === 0) chmodSync(dir, 0o777);
  const database = await startEmbeddedPostgres(path.join(dir, 'pg'), { database: 'websy_bench' });
  const children: ChildProcess[] = [];
  const env = { DATABASE_URL: database.url(), APP_SECRET: randomBytes(32).toString('hex') };
  const startTarget = (script: string, extra: Record<string, string> = {}) => {
    const target = start(script, { ...env, ...extra });
    children.push(target.child);
    return target.url;
  };
  try {
    const portalUrl = await startTarget('bench/targets/portal.ts');
    const portal = children[0]!;
    const clientCookie = await signIn(portalUrl, 'bench-client@example.com', 'bench-password-1', true);
    const profile = <T>(label: string, run: () => Promise<T>) => profiled(portal, `${name}-${label}`, run);
    await fn({ databaseUrl: database.url(), portalUrl, clientCookie, startTarget, profile });
  } finally {
    for (const c of children) await stop(c);
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

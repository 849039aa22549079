/**
 * `npm run bench`: how much the portal's stack (Hono, Better Auth session check, Drizzle,
 * row-level-security transaction) costs over the same SQL sent through node-postgres directly.
 *
 * Starts an embedded PostgreSQL in a temp folder, the real portal on it (which migrates it), signs
 * up one user, then measures authenticated `GET /api/me` with autocannon against
 *   a) the portal                       (bench/targets/portal.ts)
 *   b) a bare node:http + pg baseline   (bench/targets/pg-baseline.ts, the same six statements)
 * Each target runs in its own process; autocannon runs here. Prints req/s, p50, p95 and ratios.
 *
 * Knobs: BENCH_DURATION (s per measurement, default 20), BENCH_WARMUP (s, default 4),
 * BENCH_CONNECTIONS (default 10).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/db/embedded';

const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = path.resolve(import.meta.dirname, '..');

interface Target {
  name: string;
  url: string;
  child: ChildProcess;
}

async function startTarget(name: string, script: string, env: Record<string, string>): Promise<Target> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('BENCH_READY ')) resolve(line.slice('BENCH_READY '.length).trim());
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with code ${code} before it was ready`)));
  });
  return { name, url, child };
}

async function stopTarget(target: Target) {
  if (target.child.exitCode !== null) return;
  const exited = new Promise((resolve) => target.child.once('exit', resolve));
  if (target.child.connected) target.child.send('stop');
  else target.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000).unref())]);
  if (target.child.exitCode === null) target.child.kill('SIGKILL');
}

interface Measurement {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  non2xx: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(name: string, url: string, cookie: string, seconds: number): Promise<Measurement> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/api/me`,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { cookie, 'accept-language': 'es' },
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Both targets must answer the same user before anything is measured. */
async function assertSameUser(targets: Target[], cookie: string, email: string) {
  for (const target of targets) {
    const response = await fetch(`${target.url}/api/me`, { headers: { cookie } });
    const body = (await response.json()) as { user?: { email?: string } };
    if (response.status !== 200 || body.user?.email !== email) {
      throw new Error(`${target.name}: GET /api/me answered ${response.status} ${JSON.stringify(body)}`);
    }
  }
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  const started = Date.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'websy-bench-'));
  if (process.getuid?.() === 0) chmodSync(dir, 0o777);
  const targets: Target[] = [];
  const database = await startEmbeddedPostgres(path.join(dir, 'pg'), { database: 'websy_bench' });
  try {
    const env = { DATABASE_URL: database.url(), APP_SECRET: randomBytes(32).toString('hex') };
    const portal = await startTarget('portal', 'bench/targets/portal.ts', env);
    targets.push(portal);

    // One client, signed up (and so signed in) through the real endpoint.
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const signUp = await fetch(`${portal.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: portal.url },
      body: JSON.stringify({ email, password: 'bench-password-1', name: 'Bench User' }),
    });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const baseline = await startTarget('pg baseline', 'bench/targets/pg-baseline.ts', env);
    targets.push(baseline);
    await assertSameUser(targets, cookie, email);

    const client = new pg.Client({ connectionString: database.url() });
    await client.connect();
    const version = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!
      .server_version;
    await client.end();

    console.log(
      `GET /api/me, ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per target; ` +
        `Node ${process.version}, ${os.cpus().length} CPUs, PostgreSQL ${version} (embedded)\n`,
    );
    const results: Measurement[] = [];
    for (const target of [portal, baseline]) {
      await measure(target.name, target.url, cookie, WARMUP);
      const m = await measure(target.name, target.url, cookie, DURATION);
      if (m.non2xx || m.errors)
        throw new Error(`${target.name}: ${m.non2xx} non-2xx answers, ${m.errors} errors`);
      results.push(m);
      console.log(`  measured ${target.name}: ${fmt(m.requests)} requests`);
    }

    const [a, b] = results as [Measurement, Measurement];
    const rows = [
      ['target', 'req/s', 'p50 ms', 'p95 ms'],
      ...results.map((m) => [m.name, fmt(m.rps), fmt(m.p50, 1), fmt(m.p95, 1)]),
      [
        'portal / baseline',
        `${fmt(a.rps / b.rps, 2)}×`,
        `${fmt(a.p50 / b.p50, 2)}×`,
        `${fmt(a.p95 / b.p95, 2)}×`,
      ],
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    console.log('');
    for (const [i, row] of rows.entries()) {
      console.log(
        row.map((cell, j) => (j === 0 ? cell.padEnd(widths[j]!) : cell.padStart(widths[j]!))).join('  '),
      );
      if (i === 0 || i === rows.length - 2) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    }
    console.log(
      `\nThe portal serves ${fmt((a.rps / b.rps) * 100)} % of the baseline's throughput. (${fmt((Date.now() - started) / 1000, 1)} s in all)`,
    );
  } finally {
    for (const target of targets) await stopTarget(target);
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

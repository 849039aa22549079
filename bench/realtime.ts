/**
 * Realtime benchmark (`npm run bench:realtime`, part of `npm run bench`).
 *   1. Fan-out: 500 authenticated sockets (agency admins, all allowed to see project changes),
 *      64 committed project changes per second for 10 s → messages delivered per second and p95
 *      from commit (the trigger's clock) to the client. Goal ≥ 30,000 msg/s, p95 ≤ 100 ms.
 *   2. Isolation: 500 client sockets, each client owning one project; each change touches one
 *      client's project → p95, and deliveries to a socket not allowed to see the row (must be 0).
 * Knobs: BENCH_SOCKETS (500), BENCH_RATE (64 changes/s), BENCH_SECONDS (10).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { makeSignature } from 'better-auth/crypto';
import WebSocket from 'ws';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { REALTIME_PATH } from '../src/shared/realtime';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PASSWORD = 'bench-password-1';
const root = path.resolve(import.meta.dirname, '..');
const fmt = (n: number, d = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

async function pool<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

interface Sock {
  ws: WebSocket;
  owns: string | null;
  latencies: number[];
  foreign: number;
}

async function connect(url: string, cookie: string, owns: string | null): Promise<Sock> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${REALTIME_PATH}`, {
    headers: { cookie, origin: url },
  });
  const sock: Sock = { ws, owns, latencies: [], foreign: 0 };
  ws.on('message', (data) => {
    // Cheap field reads: the receiving side shares the CPUs with what it measures.
    const text = String(data);
    if (!text.startsWith('{"type":"change"')) return;
    const at = Number(/"at":(\d+)/.exec(text)?.[1]);
    sock.latencies.push(Date.now() - at);
    if (owns && !text.includes(`"id":"${owns}"`)) sock.foreign += 1;
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'subscribe', table: 'projects' }));
  return sock;
}

async function drive(db: pg.Client, projectIds: string[]) {
  const total = RATE * SECONDS;
  const started = Date.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await db.query('UPDATE projects SET updated_at = now() WHERE id = $1', [
      projectIds[i % projectIds.length],
    ]);
  }
  return (Date.now() - started) / 1000;
}

function summary(socks: Sock[], seconds: number) {
  const all = socks.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const p = (q: number) => all[Math.min(all.length - 1, Math.ceil(q * all.length) - 1)] ?? NaN;
  return {
    delivered: all.length,
    perSecond: all.length / seconds,
    p50: p(0.5),
    p95: p(0.95),
    foreign: socks.reduce((n, s) => n + s.foreign, 0),
  };
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'websy-bench-rt-'));
  if (process.getuid?.() === 0) chmodSync(dir, 0o777);
  const database = await startEmbeddedPostgres(path.join(dir, 'pg'), { database: 'websy_bench' });
  let child: ChildProcess | undefined;
  const socks: Sock[] = [];
  try {
    const secret = randomBytes(32).toString('hex');
    child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/targets/portal.ts')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url(), APP_SECRET: secret },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child!.stdout! }).on(
        'line',
        (l) => l.startsWith('BENCH_READY ') && resolve(l.slice(12).trim()),
      );
      child!.once('exit', (c) => reject(new Error(`portal exited ${c}`)));
    });
    // One real sign-up gives the password hash the other accounts share.
    await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: 'seed@bench.test', password: PASSWORD, name: 'Seed' }),
    });
    const db = new pg.Client({ connectionString: database.url() });
    await db.connect();
    const setup = Date.now();
    await db.query(`
      WITH made AS (
        INSERT INTO users (email, full_name, role)
        SELECT CASE WHEN g <= ${SOCKETS} THEN 'admin' || g ELSE 'client' || g END || '@bench.test', 'U' || g,
               CASE WHEN g <= ${SOCKETS} THEN 'admin' ELSE 'user' END
          FROM generate_series(1, ${SOCKETS * 2}) g RETURNING id)
      INSERT INTO accounts (user_id, account_id, provider_id, password)
      SELECT id, id::text, 'credential', (SELECT password FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.email = 'seed@bench.test') FROM made`);
    await db.query(`INSERT INTO projects (name, created_by, user_id, approval_status)
                    SELECT 'P ' || email, id, id, 'approved' FROM users WHERE email LIKE 'client%@bench.test'`);
    const clientProjects = (
      await db.query<{ id: string; email: string }>(
        `SELECT p.id, u.email FROM projects p JOIN users u ON u.id = p.created_by WHERE u.email LIKE 'client%@bench.test'`,
      )
    ).rows;
    // Sessions minted straight into the sessions table, their cookies signed with the auth
    // library's own function (signing in 1,000 accounts would time scrypt, not the relay).
    const mint = async (email: string) => {
      const token = randomBytes(24).toString('base64url');
      await db.query(
        `INSERT INTO sessions (user_id, token, expires_at) SELECT id, $2, now() + interval '1 day' FROM users WHERE email = $1`,
        [email, token],
      );
      return `better-auth.session_token=${encodeURIComponent(`${token}.${await makeSignature(token, secret)}`)}`;
    };
    const admins = Array.from({ length: SOCKETS }, (_, i) => `admin${i + 1}@bench.test`);
    const adminCookies = await pool(admins, 1, mint);
    const clientCookies = await pool(clientProjects, 1, (p) => mint(p.email));
    const check = await fetch(`${url}/api/me`, { headers: { cookie: adminCookies[0]! } });
    if (check.status !== 200) throw new Error(`minted session refused: ${check.status}`);
    console.log(`Set up ${SOCKETS * 2} accounts and sessions in ${fmt((Date.now() - setup) / 1000, 1)} s`);

    // 1. Fan-out to admins.
    for (const cookie of adminCookies) socks.push(await connect(url, cookie, null));
    await new Promise((r) => setTimeout(r, 500));
    const seconds1 = await drive(
      db,
      clientProjects.map((p) => p.id),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const fan = summary(socks, seconds1);
    console.log(`\n1. ${SOCKETS} admin sockets, ${RATE} changes/s for ${SECONDS} s`);
    console.log(
      `   delivered ${fmt(fan.delivered)} of ${fmt(SOCKETS * RATE * SECONDS)} → ${fmt(fan.perSecond)} msg/s (goal ≥ 30,000)`,
    );
    console.log(`   commit → client p50 ${fmt(fan.p50)} ms, p95 ${fmt(fan.p95)} ms (goal ≤ 100 ms)`);
    for (const s of socks.splice(0)) s.ws.close();

    // 2. Isolation between clients.
    for (const [i, cookie] of clientCookies.entries())
      socks.push(await connect(url, cookie, clientProjects[i]!.id));
    await new Promise((r) => setTimeout(r, 500));
    const seconds2 = await drive(
      db,
      clientProjects.map((p) => p.id).sort(() => Math.random() - 0.5),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const iso = summary(socks, seconds2);
    console.log(`\n2. ${SOCKETS} client sockets, each change concerning one client's project`);
    console.log(
      `   delivered ${fmt(iso.delivered)} (expected ${fmt(RATE * SECONDS)}), p50 ${fmt(iso.p50)} ms, p95 ${fmt(iso.p95)} ms`,
    );
    console.log(`   deliveries to a socket not allowed to see the row: ${iso.foreign}`);
    await db.end();
    if (iso.foreign !== 0) process.exitCode = 1;
  } finally {
    for (const s of socks) s.ws.terminate();
    if (child && child.exitCode === null) {
      child.send('stop');
      await new Promise((r) => setTimeout(r, 2000));
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

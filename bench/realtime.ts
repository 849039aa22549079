/**
 * Realtime capacity benchmark (`npm run bench:realtime`, part of `npm run bench`): where does one
 * portal instance saturate?
 *
 * For each socket count (BENCH_SOCKETS, default "500,2000"): that many authenticated sockets,
 * half agency admins and half clients (BENCH_ADMIN_SHARE), each subscribed to every table as
 * the browser is, opened by receiver processes (BENCH_RECEIVERS, default 2). Then the offered
 * load ramps ×1.5 per step (BENCH_STEP_SECONDS each, default 4 s): committed single-row project
 * updates, each on the project of one connected client, so each change is for every admin and
 * that one client. Per step: offered changes/s and messages/s (changes × sockets allowed to see
 * them), delivered messages/s (changes received by sockets, one per change whether the relay
 * framed it alone or with others), p50/p95 from commit (the trigger's clock) to the receiver,
 * and deliveries to a socket not allowed to see the row (must be 0: the bench exits non-zero
 * otherwise). The ramp stops when p95 passes 100 ms, a change is missing, or the writers cannot
 * commit at the offered rate. BENCH_PROFILE=<dir> writes the portal's CPU profile of each ramp
 * there and prints where its time went.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { fmt } from './measure';
import { commitChanges, cpuOfTree, postmasterOf } from './realtime-load';
import { startProfiling } from './realtime-profile';
import type { FromReceiver, ReceiverSocket, ToReceiver } from './realtime-receiver';
import { createAccounts } from './realtime-setup';

const SOCKET_COUNTS = (process.env.BENCH_SOCKETS ?? '500,2000').split(',').map(Number);
const ADMIN_SHARE = Number(process.env.BENCH_ADMIN_SHARE ?? 0.5);
const RECEIVERS = Number(process.env.BENCH_RECEIVERS ?? 2);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 4);
/** Offered messages per second of the first step. */
const START = Number(process.env.BENCH_START ?? 8000);
const GROWTH = 1.5;
const MAX_STEPS = 24;
const P95_LIMIT_MS = 100;
const WRITERS = 4;
/** A folder: the portal's CPU profile of each ramp is written there, and summed up. */
const PROFILE = process.env.BENCH_PROFILE;
const root = path.resolve(import.meta.dirname, '..');

/** Node with the open-file limit raised to the hard limit (a socket is a file). */
function node(args: string[], env: NodeJS.ProcessEnv, stderr: 'inherit' | 'pipe' = 'inherit'): ChildProcess {
  const command = ['ulimit -n "$(ulimit -Hn)"', `exec "${process.execPath}" "$@"`].join(' && ');
  return spawn('/bin/sh', ['-c', command, 'node', ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', stderr, 'ipc'],
  });
}

class Receiver {
  readonly child: ChildProcess;
  #waiting: ((m: FromReceiver) => void)[] = [];
  constructor() {
    const script = path.join(root, 'bench/realtime-receiver.ts');
    this.child = node(['--import', 'tsx', script], process.env);
    this.child.on('message', (m: FromReceiver) => this.#waiting.shift()?.(m));
  }
  ask(message: ToReceiver): Promise<FromReceiver> {
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      this.child.send(message);
    });
  }
}

type Stats = Extract<FromReceiver, { type: 'stats' }>;
const empty = (): Stats => ({
  type: 'stats',
  histogram: [],
  delivered: 0,
  foreign: 0,
  resyncs: 0,
  frames: 0,
  lastAt: 0,
  cpuMs: 0,
  closed: 0,
});

async function collect(receivers: Receiver[], into: Stats, buckets: Map<number, number>) {
  for (const r of receivers) {
    const s = (await r.ask({ type: 'collect' })) as Stats;
    for (const [ms, n] of s.histogram) buckets.set(ms, (buckets.get(ms) ?? 0) + n);
    into.delivered += s.delivered;
    into.foreign += s.foreign;
    into.resyncs += s.resyncs;
    into.frames += s.frames;
    into.cpuMs += s.cpuMs;
    into.closed += s.closed;
    into.lastAt = Math.max(into.lastAt, s.lastAt);
  }
}

function percentile(buckets: Map<number, number>, q: number): number {
  const sorted = [...buckets].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((n, [, c]) => n + c, 0);
  let seen = 0;
  for (const [ms, n] of sorted) if ((seen += n) >= Math.ceil(q * total)) return ms;
  return NaN;
}

interface Row {
  sockets: number;
  changes: number;
  offered: number;
  delivered: number;
  p50: number;
  p95: number;
  foreign: number;
  resyncs: number;
  complete: boolean;
  committedRate: number;
  cpu: { portal: number; postgres: number; receivers: number; writers: number };
}

async function ramp(
  sockets: number,
  admins: number,
  receivers: Receiver[],
  writers: pg.Client[],
  projects: string[],
  pids: { portal: number; postgres: number },
) {
  const rows: Row[] = [];
  const fanOut = admins + 1;
  for (let step = 0, offered = START; step < MAX_STEPS; step++, offered *= GROWTH) {
    const rate = offered / fanOut;
    const before = {
      portal: cpuOfTree(pids.portal),
      postgres: cpuOfTree(pids.postgres),
      writers: process.cpuUsage(),
    };
    await collect(receivers, empty(), new Map());
    const started = Date.now();
    const done = await commitChanges(writers, projects, rate, STEP_SECONDS);
    const expected = done.committed * fanOut;
    const stats = empty();
    const buckets = new Map<number, number>();
    const end = Date.now();
    while (stats.delivered < expected && Date.now() - end < 2000) {
      await new Promise((r) => setTimeout(r, 200));
      await collect(receivers, stats, buckets);
    }
    const wall = Math.max(done.seconds, (stats.lastAt - started) / 1000);
    const cpuShare = (ms: number) => (100 * ms) / (Date.now() - started);
    const own = process.cpuUsage(before.writers);
    const row: Row = {
      sockets,
      changes: rate,
      offered,
      delivered: stats.delivered / wall,
      p50: percentile(buckets, 0.5),
      p95: percentile(buckets, 0.95),
      foreign: stats.foreign,
      resyncs: stats.resyncs,
      complete: stats.delivered === expected && stats.closed === 0,
      committedRate: done.committed / done.seconds,
      cpu: {
        portal: cpuShare(cpuOfTree(pids.portal) - before.portal),
        postgres: cpuShare(cpuOfTree(pids.postgres) - before.postgres),
        receivers: cpuShare(stats.cpuMs),
        writers: cpuShare((own.user + own.system) / 1000),
      },
    };
    rows.push(row);
    print(row);
    if (row.p95 > P95_LIMIT_MS || !row.complete || row.committedRate < rate * 0.97) break;
  }
  return rows;
}

const HEADER =
  'sockets  changes/s  offered msg/s  delivered msg/s  p50 ms  p95 ms  foreign  resync  CPU % portal/pg/receivers/writers';
function print(r: Row) {
  const cpu = [r.cpu.portal, r.cpu.postgres, r.cpu.receivers, r.cpu.writers].map((n) => fmt(n)).join('/');
  const cells = [
    fmt(r.sockets).padStart(7),
    fmt(r.changes).padStart(9),
    fmt(r.offered).padStart(13),
    fmt(r.delivered).padStart(15),
    fmt(r.p50).padStart(6),
    fmt(r.p95).padStart(6),
    String(r.foreign).padStart(7),
    String(r.resyncs).padStart(6),
    ` ${cpu}`,
  ];
  const why = !r.complete
    ? '  (changes missing)'
    : r.committedRate < r.changes * 0.97
      ? `  (writers committed only ${fmt(r.committedRate)}/s)`
      : '';
  console.log(cells.join('  ') + why);
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'websy-bench-rt-'));
  if (process.getuid?.() === 0) chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'pg');
  const database = await startEmbeddedPostgres(dataDir, { database: 'websy_bench' });
  let portal: ChildProcess | undefined;
  const receivers: Receiver[] = [];
  const writers: pg.Client[] = [];
  try {
    const secret = randomBytes(32).toString('hex');
    const script = path.join(root, 'bench/targets/portal.ts');
    const inspect = PROFILE ? ['--inspect=127.0.0.1:0'] : [];
    const env = { ...process.env, DATABASE_URL: database.url(), APP_SECRET: secret };
    portal = node([...inspect, '--import', 'tsx', script], env, PROFILE ? 'pipe' : 'inherit');
    const inspector = new Promise<string>((resolve) => {
      if (portal!.stderr)
        createInterface({ input: portal!.stderr }).on('line', (l) => {
          const found = /Debugger listening on (ws:\S+)/.exec(l);
          if (found) resolve(found[1]!);
          else if (!/^(For help|Debugger )/.test(l)) console.error(l);
        });
    });
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: portal!.stdout! }).on(
        'line',
        (l) => l.startsWith('BENCH_READY ') && resolve(l.slice(12).trim()),
      );
      portal!.once('exit', (c) => reject(new Error(`portal exited ${c}`)));
    });
    const most = Math.max(...SOCKET_COUNTS);
    const db = new pg.Client({ connectionString: database.url() });
    await db.connect();
    const setup = Date.now();
    const mostAdmins = Math.round(most * ADMIN_SHARE);
    const accounts = await createAccounts(db, secret, {
      admins: mostAdmins,
      clients: most - mostAdmins,
    }).finally(() => db.end());
    const check = await fetch(`${url}/api/me`, { headers: { cookie: accounts.adminCookies[0]! } });
    if (check.status !== 200) throw new Error(`minted session refused: ${check.status}`);
    console.log(`Set up ${fmt(most)} accounts with sessions in ${fmt((Date.now() - setup) / 1000, 1)} s`);
    for (let i = 0; i < WRITERS; i++) {
      const writer = new pg.Client({ connectionString: database.url() });
      await writer.connect();
      // The writers do not wait for the WAL flush: the relay, not the disk, is what is measured.
      await writer.query('SET synchronous_commit TO off');
      writers.push(writer);
    }
    const pids = { portal: portal.pid!, postgres: postmasterOf(dataDir) ?? 0 };

    const best: string[] = [];
    const profiles: string[] = [];
    let foreign = 0;
    console.log(`\n${HEADER}`);
    for (const count of SOCKET_COUNTS) {
      const admins = Math.round(count * ADMIN_SHARE);
      const clients = accounts.clients.slice(0, count - admins);
      const socks: ReceiverSocket[] = [
        ...accounts.adminCookies.slice(0, admins).map((cookie) => ({ cookie, owns: null })),
        ...clients.map((c) => ({ cookie: c.cookie, owns: c.project })),
      ];
      for (let i = 0; i < RECEIVERS; i++) receivers.push(new Receiver());
      const opened = await Promise.all(
        receivers.map((r, i) =>
          r.ask({ type: 'open', url, sockets: socks.filter((_, j) => j % RECEIVERS === i) }),
        ),
      );
      const failed = opened.find((m) => m.type === 'failed');
      if (failed) throw new Error(failed.error);
      const projects = clients.map((c) => c.project);
      const profiler = PROFILE ? await startProfiling(await inspector) : null;
      const rows = await ramp(count, admins, receivers, writers, projects, pids);
      if (profiler) {
        const file = path.join(path.resolve(PROFILE!), `portal-${count}-sockets.cpuprofile`);
        const top = await profiler.stop(file);
        profiles.push(`${fmt(count)} sockets (${file}), self time:`, ...top.map((line) => `  ${line}`));
      }
      foreign += rows.reduce((n, r) => n + r.foreign, 0);
      const ok = rows.filter((r) => r.p95 <= P95_LIMIT_MS && r.complete);
      const top = ok.sort((a, b) => b.delivered - a.delivered)[0];
      best.push(
        top
          ? `${fmt(count)} sockets (${fmt(admins)} admins): ${fmt(top.delivered)} msg/s delivered with p95 ${fmt(top.p95)} ms (${fmt(top.changes)} changes/s); receivers used ${fmt(top.cpu.receivers)} % of a CPU`
          : `${fmt(count)} sockets: no step had p95 ≤ ${P95_LIMIT_MS} ms with every change delivered`,
      );
      for (const r of receivers.splice(0)) r.child.send({ type: 'close' } satisfies ToReceiver);
      await new Promise((r) => setTimeout(r, 1000));
    }
    console.log(`\nHighest delivered rate with p95 ≤ ${P95_LIMIT_MS} ms:`);
    for (const line of best) console.log(`  ${line}`);
    console.log(`Deliveries to a socket not allowed to see the row: ${foreign}`);
    if (profiles.length > 0) console.log(`\nPortal CPU profile during each ramp:\n${profiles.join('\n')}`);
    return foreign === 0;
  } finally {
    for (const r of receivers) r.child.kill('SIGKILL');
    for (const w of writers) await w.end().catch(() => undefined);
    if (portal && portal.exitCode === null) {
      const exited = new Promise((r) => portal!.once('exit', r));
      portal.send('stop');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (portal.exitCode === null) portal.kill('SIGKILL');
    }
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// An explicit exit code: the embedded database's exit hook would otherwise exit with 0.
main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

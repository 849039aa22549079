/**
 * Measuring: autocannon runs with p50/p95/p99, pairs of targets in alternating rounds with the CPU
 * time each spent per request (its Node process, and PostgreSQL), CPU profiles of the portal
 * (BENCH_PROFILE), the table the benchmarks print.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { summarise, type CpuProfile } from './profile-summary';

export const DURATION = Number(process.env.BENCH_DURATION ?? 15);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Rounds of a pair: the portal and its baseline take turns, DURATION / ROUNDS seconds each. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** A folder: the portal's CPU profile of each measured pair is written there and summarised. */
export const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;

/** A target process (`bench/targets/*.ts`) and the URL it listens on. */
export interface Target {
  url: string;
  child: ChildProcess;
}

export const fmt = (n: number, d = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/** Sends `message` to a target and resolves with what follows `<message>:done:` in its answer. */
export function ask(child: ChildProcess, message: string) {
  return new Promise<string>((resolve) => {
    const prefix = `${message}:done`;
    const onMessage = (m: unknown) => {
      if (typeof m !== 'string' || !m.startsWith(prefix)) return;
      child.off('message', onMessage);
      resolve(m.slice(prefix.length + 1));
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

export interface RunResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU time per request of the target's Node process and of PostgreSQL, µs (pairs only). */
  serverUs?: number;
  pgUs?: number;
}
export interface Pair {
  portal: RunResult;
  baseline: RunResult;
}

interface Sample {
  requests: number;
  seconds: number;
  latencies: number[];
  serverUs: number;
  pgUs: number;
}

/** GETs one path with autocannon for `seconds`; any non-2xx answer fails the benchmark. */
async function load(url: string, pathAndQuery: string, cookie: string, seconds: number, connections: number) {
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
  return { requests: result.requests.total, seconds: result.duration || seconds, latencies };
}

function resultOf(samples: Sample[]): RunResult {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
  const sum = (f: (s: Sample) => number) => samples.reduce((n, s) => n + f(s), 0);
  const requests = sum((s) => s.requests);
  return {
    rps: requests / sum((s) => s.seconds),
    p50: at(50),
    p95: at(95),
    p99: at(99),
    serverUs: sum((s) => s.serverUs) / requests,
    pgUs: sum((s) => s.pgUs) / requests,
  };
}

/** GETs one path with autocannon for `seconds` (one target, no CPU accounting). */
export async function run(
  url: string,
  pathAndQuery: string,
  cookie: string,
  seconds: number,
  connections: number,
): Promise<RunResult> {
  const {
    serverUs: _s,
    pgUs: _p,
    ...result
  } = resultOf([{ ...(await load(url, pathAndQuery, cookie, seconds, connections)), serverUs: 0, pgUs: 0 }]);
  return result;
}

const TICK_US = 10_000; // /proc/<pid>/stat counts CPU time in clock ticks of 10 ms (USER_HZ 100)

/** CPU time so far (µs) of the PostgreSQL cluster in `dataDir`: the postmaster and its children. */
function pgCpuMicros(dataDir: string): number {
  const postmaster = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (pid === postmaster || fields[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_US;
}

const cpuMicros = async (target: Target) => Number(await ask(target.child, 'cpu'));

async function sample(
  target: Target,
  pgDataDir: string,
  pathAndQuery: string,
  cookie: string,
  seconds: number,
  connections: number,
): Promise<Sample> {
  const [server, pg] = [await cpuMicros(target), pgCpuMicros(pgDataDir)];
  const result = await load(target.url, pathAndQuery, cookie, seconds, connections);
  return { ...result, serverUs: (await cpuMicros(target)) - server, pgUs: pgCpuMicros(pgDataDir) - pg };
}

/**
 * The portal against its baseline on one path, as a pair: a warm-up of each, then ROUNDS rounds
 * in which each runs DURATION / ROUNDS seconds in turn, so that load from outside the benchmark
 * (a shared machine) weighs on both alike. Also the CPU time per request of each target's process
 * and of PostgreSQL during its own turns: that does not depend on the machine's other load.
 * `around` wraps the rounds (a CPU profile of the portal).
 */
export async function comparePair(options: {
  portal: Target;
  baseline: Target;
  pgDataDir: string;
  pathAndQuery: string;
  cookie: string;
  connections: number;
  around: (rounds: () => Promise<void>) => Promise<void>;
}): Promise<Pair> {
  const { portal, baseline, pgDataDir, pathAndQuery, cookie, connections } = options;
  const targets = [portal, baseline];
  for (const t of targets) await load(t.url, pathAndQuery, cookie, WARMUP, connections);
  const samples: [Sample[], Sample[]] = [[], []];
  await options.around(async () => {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, t] of targets.entries())
        samples[i]!.push(await sample(t, pgDataDir, pathAndQuery, cookie, DURATION / ROUNDS, connections));
    }
  });
  return { portal: resultOf(samples[0]), baseline: resultOf(samples[1]) };
}

/**
 * Runs `fn` (the portal's measured rounds); with BENCH_PROFILE, records the portal's CPU profile
 * meanwhile into `<BENCH_PROFILE>/<name>.cpuprofile` and prints its summary.
 */
export async function profiled(portal: ChildProcess, name: string, fn: () => Promise<void>) {
  if (!PROFILE_DIR) return fn();
  mkdirSync(PROFILE_DIR, { recursive: true });
  const file = path.join(PROFILE_DIR, `${name}.cpuprofile`);
  await ask(portal, 'profile:start');
  await fn();
  await ask(portal, `profile:stop:${file}`);
  console.log(`\nCPU profile of the portal, ${name} (${file}):`);
  console.log(summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, 15));
}

/** One row per target, a last row of ratios (first / second); CPU columns when measured. */
export function table(rows: [string, RunResult][]): string {
  const [a, b] = [rows[0]![1], rows[1]![1]];
  const cpu = a.serverUs !== undefined && b.serverUs !== undefined;
  const cpuCells = (r: RunResult) => (cpu ? [fmt(r.serverUs!), fmt(r.pgUs!)] : []);
  const ratio = (x: number, y: number) => `${fmt(x / y, 2)}×`;
  const cells = [
    ['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', ...(cpu ? ['node µs/req', 'pg µs/req'] : [])],
    ...rows.map(([name, r]) => [
      name,
      fmt(r.rps),
      fmt(r.p50, 1),
      fmt(r.p95, 1),
      fmt(r.p99, 1),
      ...cpuCells(r),
    ]),
    [
      `${rows[0]![0]} / ${rows[1]![0]}`,
      ratio(a.rps, b.rps),
      ratio(a.p50, b.p50),
      ratio(a.p95, b.p95),
      ratio(a.p99, b.p99),
      ...(cpu ? [ratio(a.serverUs!, b.serverUs!), ratio(a.pgUs!, b.pgUs!)] : []),
    ],
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((c, j) => (j ? c.padStart(widths[j]!) : c.padEnd(widths[j]!))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(cells[0]!), rule, ...cells.slice(1, -1).map(line), rule, line(cells.at(-1)!)].join('\n');
}

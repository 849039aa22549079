/**
 * `npm run bench:faults`: the load bench (bench/load-run.ts) twice, with its faults: PostgreSQL
 * stopped for 30 s a third of the way in, then the server SIGKILLed halfway through and started
 * again. Prints the writes lost (acknowledged but not found, must be 0) of each run. Same knobs
 * as bench/load.ts (BENCH_LOAD_USERS, BENCH_LOAD_DURATION, BENCH_LOAD_DRAIN_SECONDS, …).
 */
import { runLoad } from './load-run';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const base = {
  users: env('BENCH_LOAD_USERS', 200),
  durationSeconds: env('BENCH_LOAD_DURATION', 300),
  adminShare: env('BENCH_LOAD_ADMIN_SHARE', 0.15),
  thinkMs: env('BENCH_LOAD_THINK_MS', 3000),
  outageSeconds: env('BENCH_OUTAGE_SECONDS', 30),
  drainSeconds: env('BENCH_LOAD_DRAIN_SECONDS', 300),
};

console.log('=== PostgreSQL stopped during the load ===');
const outage = await runLoad({ ...base, outageAt: Math.round(base.durationSeconds / 3) });
console.log('\n=== The server SIGKILLed during the load ===');
const kill = await runLoad({ ...base, killAt: Math.round(base.durationSeconds / 2) });
console.log(
  `\nWrites lost: outage ${outage.missing}, SIGKILL ${kill.missing}; duplicated: ${outage.duplicated + kill.duplicated}`,
);
process.exit(outage.ok && kill.ok ? 0 : 1);

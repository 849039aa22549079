/**
 * `npm run bench:load`: 200 simulated users (clients and admins) for 5 minutes on the real server
 * (bench/load-run.ts). `--instances=N` (1) runs N instances on the same PostgreSQL and one Redis,
 * behind a round-robin proxy the users talk to; `--proxy` puts the proxy in front of a single
 * instance too. `--kill-at=SECONDS` SIGKILLs the server (instance 1) then and starts it again;
 * `--pg-outage-at=SECONDS` stops PostgreSQL then for `--pg-outage-seconds` (30).
 * Knobs: BENCH_LOAD_USERS (200), BENCH_LOAD_DURATION (300 s), BENCH_LOAD_ADMIN_SHARE (0.15),
 * BENCH_LOAD_THINK_MS (3000), BENCH_LOAD_DRAIN_SECONDS (300: how long to keep counting the pending
 * e-mail copies after the load), BENCH_KEEP=1 keeps the folder with the servers' logs.
 */
import { runLoad } from './load-run';

const arg = (name: string) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : undefined;
};
const flag = (name: string) => process.argv.includes(`--${name}`);
const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

const instances = arg('instances') ?? 1;
if (!Number.isInteger(instances) || instances < 1) {
  console.error(`--instances must be a whole number of at least 1 (got ${instances})`);
  process.exit(2);
}

const result = await runLoad({
  users: env('BENCH_LOAD_USERS', 200),
  durationSeconds: env('BENCH_LOAD_DURATION', 300),
  adminShare: env('BENCH_LOAD_ADMIN_SHARE', 0.15),
  thinkMs: env('BENCH_LOAD_THINK_MS', 3000),
  ...(arg('kill-at') !== undefined && { killAt: arg('kill-at') }),
  ...(arg('pg-outage-at') !== undefined && { outageAt: arg('pg-outage-at') }),
  outageSeconds: arg('pg-outage-seconds') ?? 30,
  instances,
  proxy: flag('proxy'),
  drainSeconds: env('BENCH_LOAD_DRAIN_SECONDS', 300),
});
process.exit(result.ok ? 0 : 1);

/**
 * `npm run bench:load`: 200 simulated users (clients and admins) for 5 minutes on one instance of
 * the real server (bench/load-run.ts). `--kill-at=SECONDS` SIGKILLs the server then and starts it
 * again; `--pg-outage-at=SECONDS` stops PostgreSQL then for `--pg-outage-seconds` (30).
 * Knobs: BENCH_LOAD_USERS (200), BENCH_LOAD_DURATION (300 s), BENCH_LOAD_ADMIN_SHARE (0.15),
 * BENCH_LOAD_THINK_MS (3000), BENCH_KEEP=1 keeps the folder with the server's log.
 */
import { runLoad } from './load-run';

const arg = (name: string) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : undefined;
};
const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

const result = await runLoad({
  users: env('BENCH_LOAD_USERS', 200),
  durationSeconds: env('BENCH_LOAD_DURATION', 300),
  adminShare: env('BENCH_LOAD_ADMIN_SHARE', 0.15),
  thinkMs: env('BENCH_LOAD_THINK_MS', 3000),
  ...(arg('kill-at') !== undefined && { killAt: arg('kill-at') }),
  ...(arg('pg-outage-at') !== undefined && { outageAt: arg('pg-outage-at') }),
  outageSeconds: arg('pg-outage-seconds') ?? 30,
});
process.exit(result.ok ? 0 : 1);

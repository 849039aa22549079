/**
 * `npm run bench:me`: how much the portal's stack (Hono, session check, Drizzle, row-level-security
 * transaction) costs over the SQL of the same answer sent through node-postgres directly.
 *
 * Starts an embedded PostgreSQL in a temp folder, the real portal on it (which migrates it), signs
 * up one client, then measures authenticated `GET /api/me` with autocannon against
 *   a) the portal                       (bench/targets/portal.ts)
 *   b) a bare node:http + pg baseline   (bench/targets/pg-baseline.ts, six statements)
 * Each target runs in its own process; autocannon runs here, the two targets taking turns
 * (BENCH_ROUNDS). Prints req/s, p50, p95, p99 and ratios.
 *
 * Knobs: BENCH_DURATION (s per target, default 15), BENCH_WARMUP (s, default 3), BENCH_ROUNDS
 * (default 5), BENCH_CONNECTIONS (default 10), BENCH_PROFILE (folder for the portal's CPU profile).
 */
import os from 'node:os';
import pg from 'pg';
import { withBenchPortal } from './lib';
import { CONNECTIONS, DURATION, fmt, ROUNDS, table, WARMUP } from './measure';

const EMAIL = 'bench-client@example.com';

/** Both targets must answer the same user before anything is measured. */
async function assertSameUser(urls: string[], cookie: string) {
  for (const url of urls) {
    const response = await fetch(`${url}/api/me`, { headers: { cookie } });
    const body = (await response.json()) as { user?: { email?: string } };
    if (response.status !== 200 || body.user?.email !== EMAIL) {
      throw new Error(`${url}: GET /api/me answered ${response.status} ${JSON.stringify(body)}`);
    }
  }
}

async function main() {
  const started = Date.now();
  await withBenchPortal('me', async ({ databaseUrl, portal: target, clientCookie, startTarget, compare }) => {
    const baselineTarget = await startTarget('bench/targets/pg-baseline.ts');
    await assertSameUser([target.url, baselineTarget.url], clientCookie);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const version = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!
      .server_version;
    await client.end();
    console.log(
      `GET /api/me, ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per target ` +
        `in ${ROUNDS} alternating rounds; ` +
        `Node ${process.version}, ${os.cpus().length} CPUs, PostgreSQL ${version} (embedded)\n`,
    );

    const { portal, baseline } = await compare(baselineTarget, '/api/me', clientCookie, { label: 'portal' });
    console.log(
      `\n${table([
        ['portal', portal],
        ['pg baseline', baseline],
      ])}`,
    );
    console.log(
      `\nThe portal serves ${fmt((portal.rps / baseline.rps) * 100)} % of the baseline's throughput. ` +
        `(${fmt((Date.now() - started) / 1000, 1)} s in all)`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

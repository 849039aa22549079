/**
 * Project list benchmark (part of `npm run bench`): 100,000 projects of 1,000 users, seeded by
 * SQL. Measures with autocannon, through the portal and through the same SQL over pg:
 *   1. a client's first page of 10 of their own projects, with exact count;
 *   2. an admin's search ("pasarela", ~1 % of projects) over all 100,000, page of 10 with count.
 * Prints req/s, p50, p95, p99 and the ratios. Knobs: BENCH_DURATION (default 15), BENCH_WARMUP (3),
 * BENCH_ROUNDS (5), BENCH_CONNECTIONS (10), BENCH_PROFILE (folder for the portal's CPU profiles).
 */
import pg from 'pg';
import { signIn, withBenchPortal } from './lib';
import { fmt, table } from './measure';

async function main() {
  await withBenchPortal(
    'projects',
    async ({ databaseUrl, portal: target, clientCookie, startTarget, compare }) => {
      // Seed: 999 more users; 100 projects each for all 1,000 (the signed-up client included).
      const seeding = Date.now();
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      await db.query(
        `INSERT INTO users (email, full_name) SELECT 'seed' || g || '@example.com', 'Seed ' || g FROM generate_series(1, 999) g`,
      );
      await db.query('ALTER TABLE projects DISABLE TRIGGER projects_enforce_limit');
      await db.query(`
      INSERT INTO projects (name, description, technologies, created_by, user_id, approval_status, created_at)
      SELECT 'Proyecto ' || n || '-' || k, 'Web del cliente ' || n || CASE WHEN (n * 100 + k) % 97 = 0 THEN ' con pasarela de pago' ELSE '' END,
             ARRAY['React', 'Node.js'], u.id, u.id, 'approved', now() - ((n * 100 + k) || ' minutes')::interval
        FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email <> 'owner@bench.test') u,
             generate_series(1, 100) k`);
      await db.query('ALTER TABLE projects ENABLE TRIGGER projects_enforce_limit');
      await db.query('ANALYZE');
      const total = Number((await db.query('SELECT count(*) AS n FROM projects')).rows[0].n);
      await db.end();
      console.log(
        `Seeded ${fmt(total)} projects of 1,000 users in ${fmt((Date.now() - seeding) / 1000, 1)} s`,
      );

      const adminCookie = await signIn(target.url, 'owner@bench.test', 'owner-password-bench');
      const baselineTarget = await startTarget('bench/targets/pg-baseline-projects.ts');

      const scenarios = [
        {
          label: 'client-page',
          name: 'client: own projects, page 1 of 10 + count',
          path: '/api/projects?page=1&limit=10',
          cookie: clientCookie,
        },
        {
          label: 'admin-search',
          name: 'admin: search "pasarela" over all, page 1 + count',
          path: '/api/projects?search=pasarela&page=1&limit=10',
          cookie: adminCookie,
        },
      ];
      for (const s of scenarios) {
        const [a, b] = await Promise.all([
          fetch(target.url + s.path, { headers: { cookie: s.cookie } }).then(
            (r) => r.json() as Promise<{ total: number }>,
          ),
          fetch(baselineTarget.url + s.path, { headers: { cookie: s.cookie } }).then(
            (r) => r.json() as Promise<{ total: number }>,
          ),
        ]);
        if (a.total !== b.total) throw new Error(`${s.name}: portal total ${a.total} ≠ baseline ${b.total}`);
        const { portal, baseline } = await compare(baselineTarget, s.path, s.cookie, { label: s.label });
        console.log(`\n${s.name} (total ${fmt(a.total)})\n`);
        console.log(
          table([
            ['portal', portal],
            ['pg baseline', baseline],
          ]),
        );
      }
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

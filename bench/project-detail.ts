/**
 * Project page benchmark (`npm run bench:project`, part of `npm run bench`): a signed-in client's
 * `GET /api/projects/{id}` at 50 connections, through the portal (session, row-level-security
 * transaction, the project with owner, phases, their comments and progress history) and through
 * the floor: a bare node:http server answering one indexed select by id and owner through a `pg`
 * pool (bench/targets/pg-baseline-project.ts). The project is the client's own, created through
 * the API, with 4 phases, 2 comments on each and 6 progress points seeded by SQL.
 *
 * Knobs: BENCH_DURATION (default 15), BENCH_WARMUP (3), BENCH_ROUNDS (5), BENCH_PROJECT_CONNECTIONS (50),
 * BENCH_PROFILE (folder for the portal's CPU profile).
 */
import pg from 'pg';
import { withBenchPortal } from './lib';
import { table } from './measure';

const CONNECTIONS = Number(process.env.BENCH_PROJECT_CONNECTIONS ?? 50);

async function main() {
  await withBenchPortal(
    'project',
    async ({ databaseUrl, portal: target, clientCookie, startTarget, compare }) => {
      const created = await fetch(`${target.url}/api/projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: target.url, cookie: clientCookie },
        body: JSON.stringify({
          name: 'Tienda online',
          description: 'Web con pasarela',
          technologies: ['React'],
        }),
      });
      if (created.status !== 201) throw new Error(`project: ${created.status} ${await created.text()}`);
      const { project } = (await created.json()) as { project: { id: string; created_by: string } };

      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      await db.query(
        `WITH phase AS (
         INSERT INTO project_phases (project_id, name, phase_order, status)
         SELECT $1, 'Fase ' || g, g, (ARRAY['completed', 'completed', 'in_progress', 'pending'])[g]
           FROM generate_series(1, 4) g
         RETURNING id)
       INSERT INTO comments (project_id, phase_key, user_id, content)
       SELECT $1, phase.id::text, $2, 'Comentario ' || k FROM phase, generate_series(1, 2) k`,
        [project.id, project.created_by],
      );
      await db.query(
        `INSERT INTO project_progress_history (project_id, date, progress)
       SELECT $1, current_date - g, 100 - g * 10 FROM generate_series(1, 6) g`,
        [project.id],
      );
      await db.end();

      const path = `/api/projects/${project.id}`;
      const baselineTarget = await startTarget('bench/targets/pg-baseline-project.ts', {
        BENCH_OWNER_ID: project.created_by,
      });
      for (const { url } of [target, baselineTarget]) {
        const res = await fetch(url + path, { headers: { cookie: clientCookie } });
        const body = (await res.json()) as { project?: { id?: string; fases?: unknown[] } };
        if (res.status !== 200 || body.project?.id !== project.id)
          throw new Error(`${url}${path}: ${res.status} ${JSON.stringify(body)}`);
      }

      const { portal, baseline } = await compare(baselineTarget, path, clientCookie, {
        label: 'portal',
        connections: CONNECTIONS,
      });
      console.log(`\nA client's GET /api/projects/{id}, ${CONNECTIONS} connections\n`);
      console.log(
        table([
          ['portal', portal],
          ['one select', baseline],
        ]),
      );
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

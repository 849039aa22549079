/**
 * Admin console benchmark (part of `npm run bench`): an agency of 20 staff and 1,000 clients with
 * 20,000 projects, 200,000 tasks, 50,000 invoices, 5,000 tickets and 100,000 security events,
 * seeded by SQL. Measures with autocannon, through the portal, the reads the console makes on
 * entry and on its screens:
 *   admin: sidebar counts, analytics (five charts), team workload, payments summary, security log;
 *   client: workspace.
 * There is no baseline target: these endpoints are the SQL (aggregates over the whole agency),
 * so the figures say what an admin waits for at this size. Prints req/s, p50 and p95.
 * Knobs: BENCH_DURATION (default 15), BENCH_WARMUP (3), BENCH_CONNECTIONS (10); BENCH_VERBOSE=1
 * prints each endpoint's first (cold) call; BENCH_HOLD=1 prints the seeded database's URL and
 * keeps it up for an hour (EXPLAIN ANALYZE by hand) before measuring.
 */
import pg from 'pg';
import { translator } from '../src/server/lib/i18n';
import { buildReportCsv } from '../src/shared/reports/report-csv';
import type { ReportReader } from '../src/shared/reports/report-format';
import { buildReportPdf } from '../src/shared/reports/report-pdf';
import type { Report } from '../src/shared/schemas/reports';
import { signIn, withBenchPortal } from './lib';
import { CONNECTIONS, DURATION, fmt, run, WARMUP } from './measure';

const SEED = [
  `INSERT INTO users (email, full_name, role) SELECT 'staff' || g || '@bench.test', 'Staff ' || g, 'admin' FROM generate_series(1, 20) g`,
  `INSERT INTO users (email, full_name) SELECT 'client' || g || '@example.com', 'Cliente ' || g FROM generate_series(1, 999) g`,
  `INSERT INTO user_skills (user_id, skill_name)
     SELECT u.id, s FROM users u, unnest(ARRAY['React', 'Figma', 'Node.js']) s WHERE u.role = 'admin'`,
  // 20 projects per client over the last 24 months, in every status and technology mix.
  `INSERT INTO projects (name, description, technologies, status, created_by, user_id, approval_status, created_at)
     SELECT 'Proyecto ' || n || '-' || k, 'Web del cliente ' || n,
            CASE (n + k) % 5 WHEN 0 THEN ARRAY['React','Node.js'] WHEN 1 THEN ARRAY['WordPress','PHP'] WHEN 2 THEN ARRAY['Vue','Laravel']
                             WHEN 3 THEN ARRAY['Shopify'] ELSE ARRAY['Next.js','PostgreSQL'] END,
            (ARRAY['development','production','paused','maintenance'])[1 + (n * k) % 4],
            u.id, u.id, (ARRAY['approved','approved','approved','pending','rejected'])[1 + k % 5],
            now() - (((n * 20 + k) % 730) || ' days')::interval
       FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE role = 'user') u, generate_series(1, 20) k`,
  // 10 tasks per project, assigned round-robin to staff; some done, some overdue.
  `INSERT INTO tasks (project_id, title, status, assigned_to, due_date, completed_at, created_at)
     SELECT p.id, 'Tarea ' || k, CASE WHEN k <= 6 THEN 'completed' ELSE 'pending' END,
            (SELECT id FROM users WHERE role = 'admin' ORDER BY email OFFSET (p.n + k) % 20 LIMIT 1),
            (p.created_at + ((k * 9) || ' days')::interval)::date,
            CASE WHEN k <= 6 THEN p.created_at + ((k * 8) || ' days')::interval END,
            p.created_at
       FROM (SELECT id, created_at, row_number() OVER (ORDER BY id) AS n FROM projects) p, generate_series(1, 10) k`,
  `INSERT INTO payments (user_id, number, concept, amount, status, issue_date, due_date, paid_at)
     SELECT u.id, 'FAC-B-' || u.n || '-' || k, 'Mensualidad ' || k, 100 + (k * 37) % 900,
            (ARRAY['paid','paid','pending','cancelled'])[1 + k % 4],
            (now() - ((k * 14) || ' days')::interval)::date, (now() - ((k * 14 - 30) || ' days')::interval)::date,
            CASE WHEN k % 4 < 2 THEN now() - ((k * 14 - 5) || ' days')::interval END
       FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE role = 'user') u, generate_series(1, 50) k`,
  `INSERT INTO tickets (user_id, asunto, mensaje, email, estado)
     SELECT u.id, 'Consulta ' || k, 'Detalle', u.email, (ARRAY['abierto','en_progreso','resuelto','cerrado'])[1 + k % 4]
       FROM users u, generate_series(1, 5) k WHERE u.role = 'user'`,
  `INSERT INTO security_logs (user_id, event, email, ip_address, timestamp)
     SELECT u.id, (ARRAY['sign_in','sign_in_failed','sign_out'])[1 + k % 3], u.email, '203.0.113.' || (k % 250), now() - (k || ' minutes')::interval
       FROM users u, generate_series(1, 100) k`,
  'ANALYZE',
];

/** Only the scenarios whose name contains this (BENCH_ONLY=report: the reports alone). */
const ONLY = process.env.BENCH_ONLY;
const FILE_RUNS = 5;

/**
 * The monthly report as an admin downloads it (issue 13): the figures from the portal, then the PDF
 * and the CSV built with the same code the browser and the scheduled e-mails run. Median of 5.
 */
async function timeReportFiles(portalUrl: string, cookie: string) {
  const reader: ReportReader = { t: translator('es'), language: 'es', timeZone: 'UTC' };
  const times: { total: number; pdf: number; csv: number; bytes: number }[] = [];
  for (let i = 0; i < FILE_RUNS; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${portalUrl}/api/reports?period=monthly`, { headers: { cookie } });
    const report = (await res.json()) as Report;
    const t1 = performance.now();
    const pdf = await buildReportPdf(report, reader);
    const t2 = performance.now();
    await buildReportCsv(report, reader);
    const t3 = performance.now();
    times.push({ total: t3 - t0, pdf: t2 - t1, csv: t3 - t2, bytes: pdf.byteLength });
  }
  const median = (pick: (x: (typeof times)[number]) => number) =>
    times.map(pick).sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  console.log(
    `\nmonthly report, figures + PDF + CSV (median of ${FILE_RUNS}): ${fmt(
      median((x) => x.total),
      1,
    )} ms ` +
      `(PDF ${fmt(
        median((x) => x.pdf),
        1,
      )} ms, ${fmt(median((x) => x.bytes) / 1024, 1)} KiB; CSV ${fmt(
        median((x) => x.csv),
        1,
      )} ms)`,
  );
}

async function main() {
  await withBenchPortal('console', async ({ databaseUrl, portal, clientCookie }) => {
    const portalUrl = portal.url;
    const seeding = Date.now();
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    db.on('error', () => undefined); // the database stops at the end
    for (const statement of SEED) await db.query(statement);
    const counts = (
      await db.query<
        Record<string, string>
      >(`SELECT (SELECT count(*) FROM projects) AS projects, (SELECT count(*) FROM tasks) AS tasks,
        (SELECT count(*) FROM payments) AS payments, (SELECT count(*) FROM tickets) AS tickets, (SELECT count(*) FROM security_logs) AS logs`)
    ).rows[0]!;
    await db.end();
    console.log(
      `Seeded ${fmt(+counts.projects!)} projects, ${fmt(+counts.tasks!)} tasks, ${fmt(+counts.payments!)} invoices, ` +
        `${fmt(+counts.tickets!)} tickets, ${fmt(+counts.logs!)} security events in ${fmt((Date.now() - seeding) / 1000, 1)} s`,
    );

    if (process.env.BENCH_HOLD) {
      console.log(`HOLD ${databaseUrl}`);
      await new Promise((r) => setTimeout(r, 3_600_000));
    }
    const adminCookie = await signIn(portalUrl, 'owner@bench.test', 'owner-password-bench');
    const scenarios = [
      { name: 'admin: sidebar counts', path: '/api/admin/counts', cookie: adminCookie },
      { name: 'admin: analytics (five charts)', path: '/api/analytics', cookie: adminCookie },
      { name: 'admin: team workload', path: '/api/team', cookie: adminCookie },
      { name: 'admin: payments summary', path: '/api/payments/summary', cookie: adminCookie },
      {
        name: 'admin: security log (latest 100, failed sign-ins)',
        path: '/api/admin/security-logs?event=sign_in_failed',
        cookie: adminCookie,
      },
      { name: 'client: workspace', path: '/api/workspace', cookie: clientCookie },
      { name: 'admin: weekly report', path: '/api/reports?period=weekly', cookie: adminCookie },
      { name: 'admin: monthly report', path: '/api/reports?period=monthly', cookie: adminCookie },
      { name: 'client: monthly report', path: '/api/reports?period=monthly', cookie: clientCookie },
    ].filter((s) => !ONLY || s.name.includes(ONLY));
    console.log(
      `\n${'scenario'.padEnd(52)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
    );
    for (const s of scenarios) {
      const t0 = performance.now();
      const res = await fetch(portalUrl + s.path, { headers: { cookie: s.cookie } });
      if (!res.ok) throw new Error(`${s.path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      if (process.env.BENCH_VERBOSE)
        console.log(`  first call ${s.path}: ${fmt(performance.now() - t0, 1)} ms`);
      await run(portalUrl, s.path, s.cookie, WARMUP, CONNECTIONS);
      const r = await run(portalUrl, s.path, s.cookie, DURATION, CONNECTIONS);
      console.log(
        `${s.name.padEnd(52)} ${fmt(r.rps).padStart(7)} ${fmt(r.p50, 1).padStart(8)} ${fmt(r.p95, 1).padStart(8)}`,
      );
    }
    if (!ONLY || 'monthly report'.includes(ONLY)) await timeReportFiles(portalUrl, adminCookie);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

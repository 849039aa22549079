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
import { translator } from '../src/server/lib/i18n';
import { buildReportCsv } from '../src/shared/reports/report-csv';
import type { ReportReader } from '../src/shared/reports/report-format';
import { buildReportPdf } from '../src/shared/reports/report-pdf';
import type { Report } from '../src/shared/schemas/reports';
import { seedConsole } from './console-seed';
import { signIn, withBenchPortal } from './lib';
import { CONNECTIONS, DURATION, fmt, run, WARMUP } from './measure';

/** Only the scenarios whose name contains this (BENCH_ONLY=report: the reports alone). */
const ONLY = process.env.BENCH_ONLY;
const FILE_RUNS = 5;

/**
 * The monthly report as an admin downloads it (decision 0029): the figures from the portal, then the PDF
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
    await seedConsole(databaseUrl);

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

/**
 * Lighthouse mobile benchmark (`npm run bench:lighthouse`; never part of `npm test`).
 *
 * 1. Builds the web app for production (the project's vite.config.ts) into a temp folder, or
 *    takes the build in BENCH_WEB_ROOT (to compare two builds in one sitting).
 * 2. Starts an embedded PostgreSQL and the real portal serving that build, with the demo agency
 *    seeded (`bench/targets/portal-web.ts`); signs a demo client and the owner admin in through
 *    the API (the owner as an admin coming back, his welcome tour finished: `asReturningOwner`)
 *    and keeps their session cookies, which go into Chromium's cookie jar before each run
 *    (a run that ends on another address than the one asked, say the sign-in screen, fails).
 * 3. Runs Lighthouse's default (mobile) preset, simulated throttling, in Debian's Chromium on
 *    `/` and `/login` (anonymous), `/dashboard` (client) and `/admin` (owner), BENCH_RUNS times
 *    each (default 3), and prints the median run by performance score: performance,
 *    accessibility, FCP, LCP, TBT and the JavaScript transferred (KiB, files). Chromium runs in
 *    Spanish (`--accept-lang=es-ES`: headless Chromium ignores `--lang`), the product's default
 *    audience, as the Playwright journeys do; `BENCH_LANG=en-US` for an English visitor.
 * 4. With `BENCH_BREAKDOWN=1`, also prints for each median run what the main thread did
 *    (Lighthouse's `mainthread-work-breakdown`) and the scripts that cost most (`bootup-time`);
 *    with `BENCH_REPORTS=<folder>`, keeps every run's full report there as JSON, and its trace.
 * 5. With `BENCH_WITHOUT_SCRIPTS=1`, measures a copy of the build whose pages load no JavaScript
 *    (`without-scripts.ts`): the same server, markup, styles and fonts, nothing hydrated. What
 *    the browser costs on this machine before the app adds anything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright';
import { build } from 'vite';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { fmt } from './measure';
import { root, signIn, start, stop } from './lib';
import { asReturningOwner, CLIENT, OWNER } from './web-bench';
import { copyWithoutScripts } from './without-scripts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The same build with every page's module scripts removed: the browser's own floor. */
const WITHOUT_SCRIPTS = process.env.BENCH_WITHOUT_SCRIPTS === '1';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BREAKDOWN = process.env.BENCH_BREAKDOWN === '1';
/** Lighthouse's throttling: 'simulate' (its default, the figures in bench/README.md) or 'devtools'. */
const THROTTLING = process.env.BENCH_THROTTLING ?? 'simulate';
/** A folder to keep every run's full Lighthouse report in (JSON), to look into a figure. */
const REPORTS = process.env.BENCH_REPORTS;
/** The visitor's language (`BENCH_LANG`, default Spanish, the product's default audience). */
const LANGUAGE = process.env.BENCH_LANG ?? 'es-ES';
const CHROMIUM_FLAGS = [
  '--headless',
  `--lang=${LANGUAGE}`,
  // Headless Chromium on Linux ignores --lang for navigator.languages; --accept-lang sets both.
  `--accept-lang=${LANGUAGE}`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Visitor = 'anonymous' | 'client' | 'owner';
const PAGES: { path: string; visitor: Visitor }[] = [
  { path: '/', visitor: 'anonymous' },
  { path: '/login', visitor: 'anonymous' },
  { path: '/dashboard', visitor: 'client' },
  { path: '/admin', visitor: 'owner' },
];

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  jsBytes: number;
  jsFiles: number;
  /** Lighthouse's measure of this machine's CPU (lower when it is busy). */
  benchmarkIndex: number;
  /** Main-thread time by activity and the costliest scripts (ms), for `BENCH_BREAKDOWN=1`. */
  breakdown: string[];
}

type TableItems = { items: Record<string, unknown>[] } | undefined;

/** The main thread's time by activity, then the five scripts with the most CPU time. */
function breakdownOf(lhr: Result): string[] {
  const work = (lhr.audits['mainthread-work-breakdown']?.details as TableItems)?.items ?? [];
  const bootup = (lhr.audits['bootup-time']?.details as TableItems)?.items ?? [];
  const activities = work.map((item) => `${String(item.groupLabel)} ${fmt(Number(item.duration))}`);
  const scripts = bootup
    .slice(0, 5)
    .map(
      (item) =>
        `${String(item.url).replace(/^https?:\/\/[^/]+/, '')}: total ${fmt(Number(item.total))}, ` +
        `script ${fmt(Number(item.scripting))}, parse ${fmt(Number(item.scriptParseCompile))}`,
    );
  return [`main thread (ms): ${activities.join(', ')}`, ...scripts];
}

/** Starts Chromium with a remote-debugging port for Lighthouse; resolves once DevTools listens. */
async function launchChromium(dir: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${dir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stderr! }).on('line', (line) => {
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`${CHROMIUM} exited (${code}) before DevTools listened`)));
  });
  return { port, child };
}

function figuresOf(lhr: Result): Figures {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined;
  const scripts = summary?.items.find((item) => item.resourceType === 'script');
  return {
    performance: lhr.categories.performance?.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    jsBytes: scripts?.transferSize ?? 0,
    jsFiles: scripts?.requestCount ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    breakdown: breakdownOf(lhr),
  };
}

/**
 * Puts the visitor's cookies, and only those, in Chromium's own jar. Lighthouse keeps cookies
 * between runs, and a cookie of the jar (the app's `i18next` one, set by an earlier run) replaces
 * a `Cookie` given as an extra header: signed-in pages were measured signed out that way.
 */
async function useCookies(port: number, url: string, cookie: string | undefined) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    await context.clearCookies();
    const pairs = (cookie ?? '').split('; ').filter(Boolean);
    await context.addCookies(
      pairs.map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
      }),
    );
  } finally {
    // Leaves the browser running: closing a connected-over-CDP browser only disconnects.
    await browser.close();
  }
}

async function auditOnce(url: string, port: number, cookie: string | undefined): Promise<Figures> {
  await useCookies(port, new URL(url).origin, cookie);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // BENCH_THROTTLING=devtools: the browser itself slowed (network and 4× CPU) instead of the
    // simulation, to check that what moves a simulated figure moves what a person gets.
    ...(THROTTLING === 'devtools' && { throttlingMethod: 'devtools' as const }),
    // Diagnostics that read every response body and weigh nothing in the score: on a busy
    // machine their DevTools calls time out and fail the run.
    skipAudits: ['unminified-javascript', 'unminified-css', 'legacy-javascript', 'duplicated-javascript'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const error = result.lhr.runtimeError;
  if (error) throw new Error(`${url}: ${error.code} ${error.message}`);
  // A signed-in page that ended elsewhere (the sign-in screen) measured the wrong screen.
  const ended = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (ended !== new URL(url).pathname) throw new Error(`${url} ended on ${result.lhr.finalDisplayedUrl}`);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
    writeFileSync(path.join(REPORTS, name), JSON.stringify(result.lhr));
    // The page load's Chrome trace too, to see what a long task ran (chrome://tracing reads it).
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace)
      writeFileSync(path.join(REPORTS, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
  }
  return figuresOf(result.lhr);
}

/** One Lighthouse run; a run that fails on a busy machine (a DevTools timeout) is tried once more. */
async function audit(url: string, port: number, cookie: string | undefined): Promise<Figures> {
  try {
    return await auditOnce(url, port, cookie);
  } catch (error) {
    console.warn(`  retrying ${url}: ${(error as Error).message}`);
    return auditOnce(url, port, cookie);
  }
}

function printTable(rows: { page: string; runs: number; figures: Figures }[]) {
  const head = ['page', 'perf', 'a11y', 'FCP s', 'LCP s', 'TBT ms', 'JS KiB', 'JS files', 'CPU index'];
  const lines = rows.map(({ page, figures: f }) => [
    page,
    fmt(f.performance, 2),
    fmt(f.accessibility, 2),
    fmt(f.fcp / 1000, 2),
    fmt(f.lcp / 1000, 2),
    fmt(f.tbt),
    fmt(f.jsBytes / 1024, 1),
    String(f.jsFiles),
    fmt(f.benchmarkIndex),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) => cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)));
  console.log(row(head).join('  '));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(row(line).join('  '));
  console.log(
    `(median of ${rows[0]?.runs ?? 0} runs by performance score; mobile preset, ${THROTTLING === 'devtools' ? 'DevTools' : 'simulated'} throttling)`,
  );
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'websy-bench-lighthouse-'));
  if (process.getuid?.() === 0) chmodSync(dir, 0o777);
  const builtRoot = process.env.BENCH_WEB_ROOT ?? path.join(dir, 'web');
  let webRoot = builtRoot;
  const children: ChildProcess[] = [];
  const database = await startEmbeddedPostgres(path.join(dir, 'pg'), { database: 'websy_bench' });
  try {
    if (!process.env.BENCH_WEB_ROOT) {
      console.log('Building the web app…');
      await build({ root, logLevel: 'warn', build: { outDir: builtRoot, emptyOutDir: true } });
    }
    if (WITHOUT_SCRIPTS) {
      webRoot = path.join(dir, 'web-without-scripts');
      console.log(`Without scripts: ${copyWithoutScripts(builtRoot, webRoot)} pages load no JavaScript.`);
    }
    const target = start('bench/targets/portal-web.ts', {
      DATABASE_URL: database.url(),
      APP_SECRET: randomBytes(32).toString('hex'),
      BENCH_WEB_ROOT: webRoot,
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
    });
    children.push(target.child);
    const url = await target.url;
    const cookies: Record<Visitor, string | undefined> = {
      anonymous: undefined,
      client: await signIn(url, CLIENT.email, CLIENT.password),
      owner: await signIn(url, OWNER.email, OWNER.password),
    };
    await asReturningOwner(url, cookies.owner!);
    const chromium = await launchChromium(path.join(dir, 'chromium'));
    children.push(chromium.child);

    const rows = [];
    // BENCH_PAGES=/,/login measures only those pages.
    const only = process.env.BENCH_PAGES?.split(',');
    for (const page of PAGES.filter((p) => !only || only.includes(p.path))) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await audit(url + page.path, chromium.port, cookies[page.visitor]));
      runs.sort((a, b) => a.performance - b.performance);
      const figures = runs[Math.floor(runs.length / 2)]!;
      rows.push({ page: `${page.path} (${page.visitor})`, runs: RUNS, figures });
      const each = runs.map(
        (r) => `${fmt(r.performance, 2)} (LCP ${fmt(r.lcp / 1000, 1)} s, TBT ${fmt(r.tbt)} ms)`,
      );
      console.log(`  ${page.path}: ${each.join(', ')}`);
      if (BREAKDOWN) for (const line of figures.breakdown) console.log(`    ${line}`);
    }
    console.log();
    printTable(rows);
  } finally {
    for (const child of children.reverse()) {
      if (child.connected) await stop(child);
      else child.kill('SIGKILL');
    }
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

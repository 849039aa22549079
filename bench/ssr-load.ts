/**
 * Signed-in screens rendered by the server, under load (`npm run bench:ssr`; never part of
 * `npm test`).
 *
 * Starts the real portal on a production web build (`bench/web-bench.ts`, as bench:startup does),
 * signs a demo client and the owner admin in, then with autocannon GETs `/dashboard` (client) and
 * `/admin` (owner), BENCH_SSR_CONNECTIONS connections (default 20) for BENCH_SSR_DURATION seconds
 * (default 20) each, after BENCH_SSR_WARMUP seconds (default 3) of the same unmeasured. For each
 * page: pages/s, p50/p95/p99, non-2xx answers, and how many answers were the person's screen
 * rendered for the request (`data-prerender-query` on `<html>`, which only the per-request render
 * writes: src/server/web-first-screen.ts) and how many the fallback frame (the render failed or
 * took over the server's limit).
 *
 * Meanwhile a probe GETs `/api/me` (client) at a low rate: BENCH_SSR_PROBE_CONNECTIONS (2) ×
 * BENCH_SSR_PROBE_RATE (10) requests/s, first alone for BENCH_SSR_PROBE_DURATION seconds (10), its
 * idle p95, then alongside each page's load. The requirement: under render load its p95 stays
 * within 2× of the idle one. The probe is the same in both, so only the render load differs, and
 * it runs in a worker thread of its own, so the page load's client work (parsing hundreds of pages
 * a second) does not add to its latencies. Prints PASS/FAIL and exits 0 either way: a bench.
 *
 * Answers are asked uncompressed, so every one's HTML can be read. BENCH_SSR_ENCODING=br (or gzip)
 * asks them as a browser does, counting the server's per-request compression too; a compressed
 * answer is then told apart by its `cache-control` (`private` only on a per-request render).
 * The load generator runs on the same machine as the portal and its database: on 2 cores, read
 * the figures as shares of one machine.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { fmt } from './measure';
import { columns, percentile, withWebPortal, type Visitor } from './web-bench';

const CONNECTIONS = Number(process.env.BENCH_SSR_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_SSR_DURATION ?? 20);
const WARMUP = Number(process.env.BENCH_SSR_WARMUP ?? 3);
const PROBE_CONNECTIONS = Number(process.env.BENCH_SSR_PROBE_CONNECTIONS ?? 2);
const PROBE_RATE = Number(process.env.BENCH_SSR_PROBE_RATE ?? 10);
const PROBE_DURATION = Number(process.env.BENCH_SSR_PROBE_DURATION ?? 10);
const ENCODING = process.env.BENCH_SSR_ENCODING;
/** How far /api/me's p95 under render load may rise over its idle p95. */
const MAX_RATIO = 2;

const PAGES: { path: string; visitor: Visitor }[] = [
  { path: '/dashboard', visitor: 'client' },
  { path: '/admin', visitor: 'owner' },
];

/** What a browser in Spanish sends (the server renders in the Accept-Language's language). */
const browserHeaders = (cookie: string): Record<string, string> => ({
  cookie,
  'accept-language': 'es-ES,es;q=0.9',
  ...(ENCODING && { 'accept-encoding': ENCODING }),
});

interface Latencies {
  latencies: number[];
  seconds: number;
  non2xx: number;
  errors: number;
}

interface PageLoad extends Latencies {
  rendered: number;
  fallback: number;
}

/** The `<html ...>` tag of a page carries the per-request render's mark. */
function renderedForRequest(body: string) {
  const start = body.indexOf('<html');
  if (start < 0) return false;
  return /\sdata-prerender-query[\s=>]/.test(body.slice(start, body.indexOf('>', start) + 1));
}

function header(headers: Record<string, unknown> | undefined, name: string) {
  const key = Object.keys(headers ?? {}).find((k) => k.toLowerCase() === name);
  return key ? String(headers![key]) : '';
}

/** GETs one page as `cookie`'s person for `seconds`, sorting its 2xx answers into rendered and fallback. */
async function loadPage(url: string, pagePath: string, cookie: string, seconds: number): Promise<PageLoad> {
  const latencies: number[] = [];
  let rendered = 0;
  let fallback = 0;
  const onResponse = (status: number, body: string, _context: object, headers?: Record<string, unknown>) => {
    if (status < 200 || status >= 300) return;
    // A compressed body arrives here decoded as text, unreadable: its headers tell instead.
    const personal = header(headers, 'content-encoding')
      ? header(headers, 'cache-control').includes('private')
      : renderedForRequest(body);
    if (personal) rendered++;
    else fallback++;
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: browserHeaders(cookie),
        requests: [{ method: 'GET', path: pagePath, onResponse }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  return {
    latencies,
    seconds: result.duration || seconds,
    non2xx: result.non2xx,
    errors: result.errors,
    rendered,
    fallback,
  };
}

/**
 * The /api/me probe, in a worker thread with its own event loop. Plain JavaScript evaluated there:
 * a worker's TypeScript entry would depend on the loader reaching the worker.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannon);
const latencies = [];
const instance = autocannon(workerData.options, (error, result) => {
  if (error) parentPort.postMessage({ error: String(error) });
  else
    parentPort.postMessage({
      latencies,
      seconds: result.duration,
      non2xx: result.non2xx,
      errors: result.errors,
    });
});
instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
`;

function probe(url: string, cookie: string, seconds: number): Promise<Latencies> {
  const options = {
    url: `${url}/api/me`,
    connections: PROBE_CONNECTIONS,
    connectionRate: PROBE_RATE,
    duration: seconds,
    headers: browserHeaders(cookie),
  };
  const worker = new Worker(PROBE, {
    eval: true,
    workerData: { autocannon: createRequire(import.meta.url).resolve('autocannon'), options },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (message: Latencies | { error: string }) => {
      void worker.terminate();
      if ('error' in message) reject(new Error(`/api/me probe: ${message.error}`));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}

const ms = (n: number) => fmt(n, 1);

function pageRow(label: string, load: PageLoad) {
  const { latencies: l } = load;
  return [
    label,
    fmt(l.length / load.seconds, 1),
    ms(percentile(l, 50)),
    ms(percentile(l, 95)),
    ms(percentile(l, 99)),
    fmt(load.non2xx),
    fmt(load.errors),
    fmt(load.rendered),
    fmt(load.fallback),
  ];
}

function probeRow(label: string, run: Latencies, idleP95: number) {
  const p95 = percentile(run.latencies, 95);
  return [
    label,
    fmt(run.latencies.length),
    ms(percentile(run.latencies, 50)),
    ms(p95),
    ms(percentile(run.latencies, 99)),
    fmt(run.non2xx + run.errors),
    label === 'idle' ? '' : `${fmt(p95 / idleP95, 2)}× ${p95 <= MAX_RATIO * idleP95 ? 'PASS' : 'FAIL'}`,
  ];
}

async function main() {
  await withWebPortal('ssr', async ({ url, cookies }) => {
    console.log(
      `${CONNECTIONS} connections, ${DURATION} s per page (after ${WARMUP} s of warm-up); ` +
        `answers ${ENCODING ? `in ${ENCODING}` : 'uncompressed'}`,
    );
    for (const page of PAGES) await loadPage(url, page.path, cookies[page.visitor], WARMUP);
    const idle = await probe(url, cookies.client, PROBE_DURATION);
    const idleP95 = percentile(idle.latencies, 95);
    const loads: [string, PageLoad, Latencies][] = [];
    for (const page of PAGES) {
      const [load, during] = await Promise.all([
        loadPage(url, page.path, cookies[page.visitor], DURATION),
        probe(url, cookies.client, DURATION),
      ]);
      loads.push([`${page.path} (${page.visitor})`, load, during]);
    }
    console.log();
    console.log(
      columns(
        ['GET', 'pages/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors', 'rendered', 'fallback'],
        loads.map(([label, load]) => pageRow(label, load)),
      ),
    );
    console.log(
      `\nGET /api/me (client), ${PROBE_CONNECTIONS} connections × ${PROBE_RATE} req/s, ` +
        `alone ${PROBE_DURATION} s and during each page's load:`,
    );
    console.log(
      columns(
        ['/api/me', 'answers', 'p50 ms', 'p95 ms', 'p99 ms', 'failed', `p95 / idle (≤ ${MAX_RATIO}×)`],
        [
          probeRow('idle', idle, idleP95),
          ...loads.map(([label, , during]) => probeRow(`during ${label}`, during, idleP95)),
        ],
      ),
    );
    const failed = loads.some(([, , during]) => percentile(during.latencies, 95) > MAX_RATIO * idleP95);
    const fallbacks = loads.reduce((n, [, load]) => n + load.fallback + load.non2xx + load.errors, 0);
    console.log(
      `\n/api/me under render load: ${failed ? 'FAIL' : 'PASS'} (p95 within ${MAX_RATIO}× of idle)` +
        (fallbacks ? `; ${fmt(fallbacks)} page answers were not the person's rendered screen` : ''),
    );
  });
}

await main();

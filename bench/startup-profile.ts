/**
 * Where the main thread goes while a signed-in first screen starts (`npm run bench:startup`; never
 * part of `npm test`).
 *
 * Builds the web app for production (or takes the build in BENCH_WEB_ROOT), starts the real
 * portal on it with the demo agency (`bench/targets/portal-web.ts`), signs a demo client and the
 * owner in, and loads `/dashboard` (client) and `/admin` (owner) in Chromium through Playwright
 * (`BENCH_PAGES=/,/login,/dashboard,/admin` picks among these; `/` and `/login` as a first visit),
 * at Lighthouse's mobile size and 4× CPU slowdown, BENCH_RUNS times each (default 1). For each
 * load it records a CPU profile and the precise call counts of every function (CDP `Profiler`)
 * from navigation until the network has been idle for a second, then maps both through the
 * build's source maps to `src/...`:
 * - self time by source module and by function (the top BENCH_ROWS, default 15);
 * - how many times each function of our `.tsx` files and each of our hooks ran before the page
 *   settled (components by file and line: the build keeps no component names), i.e. renders.
 *
 * With `BENCH_TASKS=1` it records a Chrome trace of each load instead, at 1× CPU (no profiler in
 * the way), and prints the main thread's tasks after the first contentful paint: the blocking time
 * they would add at Lighthouse's 4× (each task's time × 4, less 50 ms), the busy time, the longest
 * task, and each task of 12.5 ms or more with what it ran (the largest events inside it). With
 * `BENCH_TRACES=<folder>` each trace is kept there, with the JavaScript's CPU samples.
 *
 * Signed-in screens are rendered by the server and hydrated at load (docs/decisions/0046): the
 * app's start-up is part of every load, nobody touching the page. The first taps on a loading
 * screen are measured by `npm run bench:interaction` (bench/first-interaction.ts).
 */
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium, type CDPSession } from 'playwright';
import { fmt } from './measure';
import { CHROMIUM, CHROMIUM_ARGS, mobileContext, withWebPortal, type Visitor } from './web-bench';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const ROWS = Number(process.env.BENCH_ROWS ?? 15);
const TASKS = process.env.BENCH_TASKS === '1';
/** A folder to keep each BENCH_TASKS trace in, with the JavaScript's CPU samples. */
const TRACES = process.env.BENCH_TRACES;
/** Our hooks; with the functions of our .tsx files (components), their calls are renders. */
const HOOK = /^use[A-Z]/;
const ALL_PAGES: { path: string; visitor: Visitor | 'anonymous' }[] = [
  { path: '/', visitor: 'anonymous' },
  { path: '/login', visitor: 'anonymous' },
  { path: '/dashboard', visitor: 'client' },
  { path: '/admin', visitor: 'owner' },
];
/** `BENCH_PAGES=/,/login` loads only those (a first visit, no cookies); the signed-in two by default. */
const PAGES = ALL_PAGES.filter((page) =>
  (process.env.BENCH_PAGES?.split(',') ?? ['/dashboard', '/admin']).includes(page.path),
);

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}
interface Coverage {
  url: string;
  functions: { functionName: string; ranges: { startOffset: number; count: number }[] }[];
}

/** Source maps and line starts of the build's chunks, read once each. */
function createMapper(webRoot: string) {
  const maps = new Map<string, { map: TraceMap; lineStarts: number[] } | null>();
  const load = (url: string) => {
    // The browser's own scripts (`v8/LoadTimes`, extensions) are not addresses: no map for them.
    const pathname = URL.canParse(url) ? new URL(url).pathname : '';
    if (!maps.has(pathname)) {
      try {
        const file = path.join(webRoot, pathname);
        const code = readFileSync(file, 'utf8');
        const lineStarts = [0];
        for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
        maps.set(pathname, { map: new TraceMap(readFileSync(`${file}.map`, 'utf8')), lineStarts });
      } catch {
        maps.set(pathname, null);
      }
    }
    return maps.get(pathname) ?? null;
  };
  const clean = (source: string) =>
    source.includes('node_modules/')
      ? source.replace(/^.*node_modules\//, '')
      : source.replace(/^.*?(?=src\/)/, '');
  /** `src/web/...` or a package's file, and the original name at that position. */
  const at = (url: string, line: number, column: number) => {
    const entry = load(url);
    if (!entry) return null;
    const pos = originalPositionFor(entry.map, { line: line + 1, column });
    if (!pos.source) return null;
    return { source: clean(pos.source), line: pos.line ?? 0, name: pos.name };
  };
  const atOffset = (url: string, offset: number) => {
    const entry = load(url);
    if (!entry) return null;
    let lo = 0;
    let hi = entry.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (entry.lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return at(url, lo, offset - entry.lineStarts[lo]!);
  };
  return { at, atOffset };
}

/** A package's name from its path, or the source file for our code. */
function moduleOf(source: string) {
  if (source.startsWith('src/')) return source;
  const parts = source.split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

function top(totals: Map<string, number>, rows: number, unit = 'ms') {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([key, value]) => `    ${fmt(value).padStart(6)} ${unit}  ${key}`);
}

function summarise(profile: Profile, coverage: Coverage[], mapper: ReturnType<typeof createMapper>) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)!;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    busy += ms;
    const pos = frame.url ? mapper.at(frame.url, frame.lineNumber, frame.columnNumber) : null;
    const module = pos ? moduleOf(pos.source) : frame.url ? `unmapped ${frame.url}` : frame.functionName;
    const name = pos ? `${pos.source}:${pos.line} ${frame.functionName || '(anonymous)'}` : module;
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  const renders = new Map<string, number>();
  for (const script of coverage) {
    for (const fn of script.functions) {
      const range = fn.ranges[0];
      if (!range || range.count === 0) continue;
      const pos = mapper.atOffset(script.url, range.startOffset);
      if (!pos?.source.startsWith('src/')) continue;
      const name = pos.name ?? '';
      if (!pos.source.endsWith('.tsx') && !HOOK.test(name)) continue;
      const key = `${pos.source}:${pos.line} ${name}`.trimEnd();
      renders.set(key, Math.max(renders.get(key) ?? 0, range.count));
    }
  }
  return { busy, byModule, byFunction, renders };
}

async function profileLoad(cdp: CDPSession, load: () => Promise<void>) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await cdp.send('Profiler.start');
  await load();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as unknown as { result: Coverage[] };
  await cdp.send('Profiler.stopPreciseCoverage');
  return { profile, coverage: result };
}

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  ph: string;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** The main thread's tasks after the first contentful paint, as Lighthouse's 4× would count them. */
function tasksAfterPaint(events: TraceEvent[]) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const main = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      event.pid === paint.pid,
  );
  const onMain = (event: TraceEvent) => event.pid === paint.pid && event.tid === main?.tid;
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && onMain(event) && event.ts >= paint.ts && event.dur,
  );
  const ms = (event: TraceEvent) => (event.dur ?? 0) / 1000;
  const start = Math.min(...events.filter((event) => event.ts > 0).map((event) => event.ts));
  const long = tasks
    .filter((task) => ms(task) >= 12.5)
    .map((task) => {
      const inside = events
        .filter(
          (e) => onMain(e) && e !== task && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && ms(e) >= 2,
        )
        .sort((a, b) => ms(b) - ms(a))
        .slice(0, 3)
        .map((e) => {
          const where = e.args?.data?.url ? `@${e.args.data.url.replace(/^.*\//, '')}` : '';
          return `${e.name}${e.args?.data?.functionName ? `:${e.args.data.functionName}` : ''}${where} ${fmt(ms(e))}`;
        });
      return `    ${fmt((task.ts - start) / 1000).padStart(6)} ms  ${fmt(ms(task)).padStart(5)} ms  ${inside.join(', ')}`;
    });
  return {
    paint: (paint.ts - start) / 1000,
    blocking: tasks.reduce((sum, task) => sum + Math.max(0, 4 * ms(task) - 50), 0),
    busy: tasks.reduce((sum, task) => sum + ms(task), 0),
    longest: Math.max(0, ...tasks.map(ms)),
    long,
  };
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    await withWebPortal('startup', async ({ url, webRoot, dir, cookies }) => {
      const mapper = createMapper(webRoot);
      for (const page of PAGES) {
        for (let run = 1; run <= RUNS; run++) {
          const context = await mobileContext(
            browser,
            url,
            page.visitor === 'anonymous' ? null : cookies[page.visitor],
          );
          const tab = await context.newPage();
          if (TASKS) {
            const traceFile = path.join(dir, 'trace.json');
            await browser.startTracing(tab, {
              path: traceFile,
              categories: [
                'devtools.timeline',
                'disabled-by-default-devtools.timeline',
                'loading',
                'v8.execute',
                // With BENCH_TRACES, the JavaScript's samples too, to see what a long task ran.
                ...(TRACES ? ['disabled-by-default-v8.cpu_profiler'] : []),
              ],
            });
            await tab.goto(url + page.path, { waitUntil: 'networkidle' });
            await tab.waitForTimeout(1000);
            await browser.stopTracing();
            await context.close();
            if (TRACES) copyFileSync(traceFile, path.join(TRACES, `${page.visitor}-${run}.trace.json`));
            const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
            const found = tasksAfterPaint(trace.traceEvents);
            if (!found) throw new Error(`${page.path}: no first contentful paint in the trace`);
            console.log(
              `\n${page.path} (${page.visitor}), run ${run}: first paint ${fmt(found.paint)} ms; after it, ` +
                `blocking at 4× ${fmt(found.blocking)} ms, busy ${fmt(found.busy)} ms, longest task ${fmt(found.longest)} ms`,
            );
            console.log(found.long.join('\n'));
            continue;
          }
          const cdp = await context.newCDPSession(tab);
          const { profile, coverage } = await profileLoad(cdp, async () => {
            await tab.goto(url + page.path, { waitUntil: 'networkidle' });
            await tab.waitForTimeout(1000);
          });
          await context.close();
          const { busy, byModule, byFunction, renders } = summarise(profile, coverage, mapper);
          console.log(
            `\n${page.path} (${page.visitor}), run ${run}: ${fmt(busy)} ms of script and browser work`,
          );
          console.log('  self time by module:');
          console.log(top(byModule, ROWS).join('\n'));
          console.log('  self time by function:');
          console.log(top(byFunction, ROWS).join('\n'));
          console.log('  renders (calls of src/web components):');
          console.log(top(renders, Number(process.env.BENCH_RENDER_ROWS ?? 60), '×').join('\n'));
        }
      }
    });
  } finally {
    await browser.close();
  }
}

await main();

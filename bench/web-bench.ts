/**
 * What the benches of the production web build share (bench/ssr-load.ts,
 * bench/first-interaction.ts): the real portal on that build with a demo client and the owner
 * signed in, Chromium at Lighthouse's mobile size with a visitor's cookies, percentiles.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright';
import { build } from 'vite';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { demoClients, demoPassword } from '../src/server/demo/demo-data';
import { autoStartTour, tourSteps } from '../src/shared/tours';
import { TIME_ZONE_COOKIE } from '../src/shared/web-build';
import { root, signIn, start, stop } from './lib';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
];
export const OWNER = { email: 'owner@bench.test', password: 'owner-password-bench' };
export const CLIENT = { email: demoClients[0].email, password: demoPassword };

export type Visitor = 'client' | 'owner';

export interface WebPortal {
  url: string;
  /** The web build it serves. */
  webRoot: string;
  /** A folder of the bench's own, deleted with it. */
  dir: string;
  /** Session cookies (a Cookie header) of the demo client and of the owner admin. */
  cookies: Record<Visitor, string>;
}

/**
 * The owner as an admin coming back, like the demo client: she finished her welcome tour in the
 * demo data, and the owner, new to the portal in every sitting, finishes his here, through the
 * API, as he would have on his first visit. Left open, the tour came up over `/admin` in every run
 * (about 3 s in, once the screen was idle), a first visit's cost measured as every visit's.
 * `BENCH_FIRST_VISIT=1` keeps it open, to measure that first visit.
 */
export async function asReturningOwner(url: string, ownerCookie: string) {
  if (process.env.BENCH_FIRST_VISIT === '1') return;
  const res = await fetch(`${url}/api/tutorials/progress/${autoStartTour.admin}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: ownerCookie, origin: url },
    body: JSON.stringify({ status: 'completed', current_step: tourSteps[autoStartTour.admin].length - 1 }),
  });
  if (!res.ok) throw new Error(`PUT /api/tutorials/progress: ${res.status} ${await res.text()}`);
}

/**
 * An embedded PostgreSQL and the real portal serving a production build (made here, or the one
 * in BENCH_WEB_ROOT) with the demo agency seeded (`targets/portal-web.ts`); runs `fn`, then stops
 * both and deletes the folder.
 */
export async function withWebPortal(name: string, fn: (portal: WebPortal) => Promise<void>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `websy-bench-${name}-`));
  // The embedded PostgreSQL refuses to run as root and drops to another user, who must write here.
  if (process.getuid?.() === 0) chmodSync(dir, 0o777);
  const webRoot = process.env.BENCH_WEB_ROOT ?? path.join(dir, 'web');
  const database = await startEmbeddedPostgres(path.join(dir, 'pg'), { database: 'websy_bench' });
  let target: ReturnType<typeof start> | undefined;
  try {
    if (!process.env.BENCH_WEB_ROOT) {
      console.log('Building the web app…');
      await build({ root, logLevel: 'warn', build: { outDir: webRoot, emptyOutDir: true } });
    }
    target = start('bench/targets/portal-web.ts', {
      DATABASE_URL: database.url(),
      APP_SECRET: randomBytes(32).toString('hex'),
      BENCH_WEB_ROOT: webRoot,
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
    });
    const url = await target.url;
    const cookies = {
      client: await signIn(url, CLIENT.email, CLIENT.password),
      owner: await signIn(url, OWNER.email, OWNER.password),
    };
    await asReturningOwner(url, cookies.owner);
    await fn({ url, webRoot, dir, cookies });
  } finally {
    if (target) await stop(target.child);
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The visitor's time zone in the mobile benches. */
const MOBILE_TIME_ZONE = 'Europe/Madrid';

/**
 * A browser context at Lighthouse's mobile preset (412×823 at 1.75, touch) in Spanish, with the
 * visitor's cookies in its jar: a Cookie extra header would be replaced by the jar's cookies (the
 * app's `i18next` one), which signed the visitor out halfway through a load.
 */
export async function mobileContext(browser: Browser, url: string, cookie: string | null) {
  const context = await browser.newContext({
    locale: 'es-ES',
    timezoneId: MOBILE_TIME_ZONE,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  // A first visit (null) brings no cookies.
  if (cookie === null) return context;
  await context.addCookies([
    ...cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    }),
    // What the app's signed-in shell left in the browser on an earlier visit: its time zone, which
    // the server draws signed-in screens in (docs/decisions/0046).
    { name: TIME_ZONE_COOKIE, value: encodeURIComponent(MOBILE_TIME_ZONE), url },
  ]);
  return context;
}

/** The nearest-rank percentile `p` (0–100) of `values`; NaN when there are none. */
export function percentile(values: readonly number[], p: number) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Rows of cells as aligned columns (the first left-aligned), a rule under the header. */
export function columns(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

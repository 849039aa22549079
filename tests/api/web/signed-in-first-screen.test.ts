import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_MARKS,
  LIVE_DATA_ID,
  SERVER_RENDERER_FILE,
  QUERIES_DATA_ID,
  RENDER_WORKER_FILE,
  SESSION_DATA_ID,
  TIME_ZONE_COOKIE,
} from '../../../src/shared/web-build';
import { parseSnapshot } from '../../../src/shared/snapshot';
import { buildRenderWorker } from '../../../scripts/server-renderer';
import { RENDER_READS_AT_ONCE } from '../../../src/server/web/signed-in-page';
import { buildProject } from '../../support/factories';
import {
  databaseSnapshot,
  signInOwner,
  signUpUser,
  startTestApp,
  type TestApp,
} from '../../support/test-app';

/**
 * Signed-in screens rendered per request (docs/decisions/0046, 0047), through the real session
 * check and profile, in the server's real render threads (their entry built as the web build
 * builds it), with a stand-in for the built renderer (the real one has its own test,
 * scripts/server-renderer.test.ts): it writes who it rendered for, in which thread, and the
 * projects its read of the API found, and renders nothing for a client on an admin screen, as the
 * real one does. `FAIL_FOR` makes it throw, `SLOW_FOR` wait past the render limit, `BUSY_FOR` compute for 1 s,
 * `MANY_READS` read the person's tour progress six times at once first.
 */
const RENDERER = `
import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
// This thread's scheduling priority (Linux: the 19th field of its stat line, after the name).
const stat = readFileSync('/proc/thread-self/stat', 'utf8');
const nice = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16];
export async function renderSignedInScreen(path, profile, language, { timeZone, readApi }) {
  if (profile.full_name === 'FAIL_FOR') throw new Error('renderer broke');
  if (profile.full_name === 'SLOW_FOR') await new Promise((resolve) => setTimeout(resolve, 5500));
  if (profile.full_name === 'BUSY_FOR') for (const end = Date.now() + 1000; Date.now() < end; );
  if (profile.full_name.startsWith('MANY_READS'))
    await Promise.all(Array.from({ length: 6 }, () => readApi('/api/tutorials/progress')));
  if (path.startsWith('/admin') && profile.role !== 'admin') return null;
  const safe = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const read = await readApi('/api/projects?limit=50');
  const list = read.ok ? await read.json() : null;
  const names = list ? list.projects.map((p) => safe(p.name)).join(', ') : 'read ' + read.status;
  const queries = list
    ? [{ queryKey: ['projects'], queryHash: '["projects"]', state: { status: 'success', data: list, dataUpdatedAt: Date.now() } }]
    : [];
  return {
    markup: '<main id="main-content"><h1>' + language + ': ' + safe(profile.full_name) + ' (' + profile.role + ') at ' + path + '</h1><p>' + (isMainThread ? 'main thread' : 'render thread') + '</p><p>nice ' + nice + '</p><p>zone ' + (timeZone ?? 'none') + '</p><p>projects: ' + names + '</p></main>',
    queries: { mutations: [], queries },
    timeZone: timeZone ?? 'UTC',
  };
}
`;
const [OPEN, CLOSE] = FIRST_SCREEN_MARKS;
const page = (label: string, frame: string) =>
  `<!doctype html><html lang="es" data-prerender-lang="es"><head><title>${label}</title></head><body><div id="root">${frame}</div></body></html>`;

let app: TestApp;
let dir: string;
const root = fileURLToPath(new URL('../../..', import.meta.url));

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'websy-signed-in-'));
  for (const folder of ['.vite', 'route-pages', path.dirname(SERVER_RENDERER_FILE)])
    mkdirSync(path.join(dir, folder), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), page('index', ''));
  writeFileSync(path.join(dir, SERVER_RENDERER_FILE), RENDERER);
  await buildRenderWorker(root, path.join(dir, path.dirname(RENDER_WORKER_FILE)));
  const routes = ['/dashboard', '/admin'].map((route, i) => {
    const languages: Record<string, string> = {};
    const signedIn: Record<string, string> = {};
    for (const language of ['es', 'en', 'pt']) {
      languages[language] = `route-pages/${i}.${language}.html`;
      signedIn[language] = `route-pages/${i}.${language}.signed-in.html`;
      writeFileSync(
        path.join(dir, languages[language]),
        page(`frame ${language}`, 'Verificando autenticación...'),
      );
      writeFileSync(
        path.join(dir, signedIn[language]),
        page(`personal ${language}`, `${OPEN}Verificando autenticación...${CLOSE}`),
      );
    }
    return { path: route, file: languages.es, languages, signedIn };
  });
  writeFileSync(path.join(dir, '.vite', 'route-pages.json'), JSON.stringify(routes));
  // Renders run at nice 19: beside the suite's web build a trivial one has taken over 2 s, the
  // production limit. These tests judge what is rendered, so they allow 5 s; the fallback test
  // waits past it.
  app = await startTestApp({ SIGNED_IN_RENDER_LIMIT_MS: '5000' }, { webRoot: dir });
}, 60_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await app?.close();
});

/** A GET with the bytes exactly as they came over the wire (fetch would decode them). */
function rawGet(pathname: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(new URL(pathname, app.baseUrl), { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const dataOf =
  (id: string) =>
  (html: string): unknown => {
    const found = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
    return found ? JSON.parse(found[1]!) : null;
  };
const sessionData = dataOf(SESSION_DATA_ID);
const queriesData = dataOf(QUERIES_DATA_ID);
const liveData = dataOf(LIVE_DATA_ID);

describe('signed-in screens rendered for the person signed in (decision 0041)', () => {
  it("answers a client's /dashboard with their own screen and profile, kept by no cache", async () => {
    const client = await signUpUser(app, { name: 'Lucía Gómez' });
    const before = parseSnapshot(await databaseSnapshot(app))!;
    const res = await client.http.get('/dashboard', { 'accept-language': 'es-ES' });
    const after = parseSnapshot(await databaseSnapshot(app))!;
    expect(res.status).toBe(200);
    // The database's snapshot taken before its data was read (decision 0050): the page catches up
    // on the changes of the transactions it did not see.
    const { snapshot } = liveData(res.text) as { snapshot: string };
    const taken = parseSnapshot(snapshot)!;
    expect(taken.xmax).toBeGreaterThanOrEqual(before.xmax);
    expect(taken.xmax).toBeLessThanOrEqual(after.xmax);
    expect(res.text).toContain('<title>personal es</title>');
    expect(res.text).toContain('<h1>es: Lucía Gómez (user) at /dashboard</h1>');
    expect(res.text).not.toContain('Verificando autenticación');
    expect(sessionData(res.text)).toMatchObject({ id: client.id, email: client.email, role: 'user' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(res.headers.get('etag')).toBeNull();
  });

  it("renders in the visitor's language and compresses the page", async () => {
    const client = await signUpUser(app, { name: 'Ana Souza' });
    const res = await rawGet('/dashboard', {
      cookie: client.http.cookieHeader,
      'accept-language': 'pt-BR',
      'accept-encoding': 'br',
    });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.body).toString();
    expect(html).toContain('<h1>pt: Ana Souza (user) at /dashboard</h1>');
  });

  it('renders the admin console for an admin, and the checking frame for a client there', async () => {
    const owner = await signInOwner(app);
    const adminPage = await owner.http.get('/admin');
    expect(adminPage.text).toMatch(/<h1>es: .+ \(admin\) at \/admin<\/h1>/);
    const client = await signUpUser(app);
    const refused = await client.http.get('/admin');
    expect(refused.status).toBe(200);
    expect(refused.text).toContain('<title>frame es</title>');
    expect(refused.text).not.toContain(SESSION_DATA_ID);
  });

  it('gives the checking frame to a visitor without a valid session: none, forged, signed out', async () => {
    const anonymous = await app.client().get('/dashboard');
    expect(anonymous.text).toContain('<title>frame es</title>');
    const forged = await app.client().get('/dashboard', { cookie: 'better-auth.session_token=abc.def' });
    expect(forged.text).toContain('<title>frame es</title>');
    const client = await signUpUser(app);
    const cookie = client.http.cookieHeader;
    expect((await client.http.post('/api/auth/sign-out', {})).status).toBe(200);
    const ended = await app.client().get('/dashboard', { cookie });
    expect(ended.text).toContain('<title>frame es</title>');
    expect(ended.text).not.toContain(client.email);
  });

  it("renders in the browser's time zone the app keeps in its cookie, when it names a real one", async () => {
    const client = await signUpUser(app);
    const withZone = (value?: string) =>
      client.http.get('/dashboard', {
        cookie:
          value === undefined
            ? client.http.cookieHeader
            : `${client.http.cookieHeader}; ${TIME_ZONE_COOKIE}=${value}`,
      });
    expect((await withZone('Asia%2FTokyo')).text).toContain('<p>zone Asia/Tokyo</p>');
    expect((await withZone('America%2FArgentina%2FBuenos_Aires')).text).toContain(
      '<p>zone America/Argentina/Buenos_Aires</p>',
    );
    for (const odd of [undefined, 'Mars%2FOlympus_Mons', '..%2F..%2Fetc', '%3Cscript%3E', 'x'.repeat(100)]) {
      const res = await withZone(odd);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<p>zone none</p>');
    }
  });

  it('escapes the profile so that no value can end its element', async () => {
    const client = await signUpUser(app, { name: '</script><script>alert(1)</script>' });
    const res = await client.http.get('/dashboard');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(sessionData(res.text)).toMatchObject({ full_name: '</script><script>alert(1)</script>' });
  });

  it('falls back to the checking frame when the renderer fails', async () => {
    const client = await signUpUser(app, { name: 'FAIL_FOR' });
    const res = await client.http.get('/dashboard');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>frame es</title>');
  });

  it('falls back to the checking frame when a render takes over its limit, and renders others meanwhile', async () => {
    const slow = await signUpUser(app, { name: 'SLOW_FOR' });
    const quick = await signUpUser(app, { name: 'Rápida' });
    let slowAnswered = false;
    const slowAnswer = slow.http.get('/dashboard').then((res) => {
      slowAnswered = true;
      return res;
    });
    // No render queue: another person's screen is not held behind the slow one.
    const quickAnswer = await quick.http.get('/dashboard');
    expect(quickAnswer.text).toContain('es: Rápida (user) at /dashboard');
    expect(slowAnswered).toBe(false);
    const res = await slowAnswer;
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>frame es</title>');
  });

  it('renders in a render thread: the API answers while a screen is being computed', async () => {
    const busy = await signUpUser(app, { name: 'BUSY_FOR' });
    const other = await signUpUser(app, { name: 'Mientras' });
    const order: string[] = [];
    const page = busy.http.get('/dashboard').then((res) => {
      order.push('page');
      return res;
    });
    // The render has begun once the server has read the person's session for it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const me = await other.http.get('/api/me');
    order.push('api');
    expect(me.status).toBe(200);
    const res = await page;
    expect(res.text).toContain('es: BUSY_FOR (user) at /dashboard');
    expect(res.text).toContain('<p>render thread</p>');
    // A render on the main thread would have held the API's answer until it ended.
    expect(order).toEqual(['api', 'page']);
  });

  it('renders at a lower priority than the API: a busy machine answers the API first', async () => {
    const { http } = await signUpUser(app, { name: 'Prioridad' });
    const res = await http.get('/dashboard');
    expect(res.text).toContain('<p>render thread</p>');
    expect(res.text).toContain('<p>nice 19</p>');
    // The API's own thread keeps the normal priority.
    const own = readFileSync('/proc/thread-self/stat', 'utf8');
    expect(own.slice(own.lastIndexOf(')') + 2).split(' ')[16]).toBe('0');
  });

  it('says the time zone and the address it drew, query included', async () => {
    const client = await signUpUser(app, { name: 'Con Consulta' });
    const res = await client.http.get('/dashboard?tab=files');
    expect(res.text).toContain('es: Con Consulta (user) at /dashboard?tab=files');
    expect(res.text).toMatch(/<html[^>]* data-prerender-query data-time-zone="UTC"/);
  });

  it("reads the screen's data as the person signed in, and sends it along", async () => {
    const lucia = await signUpUser(app, { name: 'Lucía Datos' });
    const pedro = await signUpUser(app, { name: 'Pedro Datos' });
    const own = await buildProject(lucia.http, { name: 'Tienda de Lucía <b>nueva</b>' });
    const other = await buildProject(pedro.http, { name: 'Blog de Pedro' });
    const res = await lucia.http.get('/dashboard');
    // Her own project, escaped, and nobody else's: the read went through her session and RLS.
    expect(res.text).toContain('projects: Tienda de Lucía &lt;b>nueva&lt;/b>');
    expect(res.text).not.toContain(other.name);
    const data = queriesData(res.text) as { queries: { state: { data: { projects: { id: string }[] } } }[] };
    expect(data.queries[0]!.state.data.projects.map((p) => p.id)).toEqual([own.id]);
    // Nothing in the data can end its element.
    expect(res.text).not.toContain('<b>nueva</b>');
  });

  it("answers a person's own request while many screens' reads wait on the database", async () => {
    const renderedFor = await Promise.all(
      Array.from({ length: 4 }, (_, i) => signUpUser(app, { name: `MANY_READS ${i}` })),
    );
    const person = await signUpUser(app, { name: 'Mientras Tanto' });
    // Every read of the tours' progress waits on this lock: the screens' reads pile up on the database.
    const locker = new pg.Client({ connectionString: app.databaseUrl });
    // Outside the locker's transaction, whose view of the server's activity would stay as first seen.
    const watcher = new pg.Client({ connectionString: app.databaseUrl });
    await Promise.all([locker.connect(), watcher.connect()]);
    const waitingReads = async () => {
      const { rows } = await watcher.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'
            AND pid <> pg_backend_pid() AND query ILIKE '%tutorial_progress%'`,
      );
      return rows[0]!.n;
    };
    let pages: Promise<{ status: number }>[] = [];
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE tutorial_progress IN ACCESS EXCLUSIVE MODE');
      // Four screens at once, each asking six reads at once: 24 reads, more than the pool's connections.
      pages = renderedFor.map((client) => client.http.get('/dashboard'));
      await expect
        .poll(waitingReads, { timeout: 5_000, interval: 50 })
        .toBeGreaterThanOrEqual(RENDER_READS_AT_ONCE);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // They take turns: no more than RENDER_READS_AT_ONCE of them hold a connection.
      expect(await waitingReads()).toBe(RENDER_READS_AT_ONCE);
      // The rest of the pool is the people's: their own requests are answered meanwhile.
      const me = await person.http.get('/api/me');
      expect(me.status).toBe(200);
      expect(await waitingReads()).toBe(RENDER_READS_AT_ONCE);
    } finally {
      await locker.query('ROLLBACK');
      await Promise.all([locker.end(), watcher.end()]);
    }
    for (const res of await Promise.all(pages)) expect(res.status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyFor, cases } from '../../support/authorization-matrix';
import {
  buildConsoleFixture,
  consoleBodyFor,
  consoleCases,
  type ConsoleFixture,
} from '../../support/authorization-matrix-console';
import type { HttpClient } from '../../support/http-client';
import { signInOwner, startTestApp, type TestApp } from '../../support/test-app';

/**
 * The authorization matrices once more, as "an admin viewing the portal as client B" (decision
 * 0054): every read answers exactly what B's own read answers (status and body), and every write
 * is refused with 403 VIEW_AS_READ_ONLY, whatever B themselves may do.
 */
let app: TestApp;
let f: ConsoleFixture;
let viewer: HttpClient;
beforeAll(async () => {
  app = await startTestApp();
  f = await buildConsoleFixture(app);
  const admin = await signInOwner(app);
  viewer = admin.http;
  const started = await viewer.post(`/api/users/${f.ids.b}/view-as`);
  if (started.status !== 200) throw new Error(`view-as failed: ${started.status} ${started.text}`);
});
afterAll(async () => {
  await app?.close();
});

/**
 * Reads whose answer depends on the moment or on the session asking, compared without that part:
 * a report's period ends "now" (and says when it was drawn); B's session list marks the asker's own session as `current` (B's
 * sign-in for B, the view's session for the viewer).
 */
const drop = (body: unknown, keys: string[]) =>
  Object.fromEntries(Object.entries(body as Record<string, unknown>).filter(([key]) => !keys.includes(key)));
const NORMALISE: Record<string, (body: unknown) => unknown> = {
  'weekly report': (body) => drop(body, ['from', 'to', 'generated_at']),
  'monthly report': (body) => drop(body, ['from', 'to', 'generated_at']),
  'own sessions': (body) =>
    (body as { sessions: Array<Record<string, unknown>> }).sessions
      .map((session) => drop(session, ['current']))
      .sort((a, b) => String(a.id).localeCompare(String(b.id))),
};
const comparable = (name: string, body: unknown) => NORMALISE[name]?.(body) ?? body;
/** The one write a view may send: ending it (tested last, below). */
const EXIT = 'exit a view';

interface Request {
  name: string;
  method: string;
  path: string;
  body: unknown;
  headers?: Record<string, string> | undefined;
}

async function requestsOf(): Promise<Request[]> {
  const out: Request[] = [];
  for (const c of cases) {
    out.push({
      name: c.name,
      method: c.method,
      path: await c.path(f),
      body: bodyFor(c, f),
      headers: c.headers,
    });
  }
  for (const c of consoleCases) {
    const created = c.fresh ? await c.fresh(f) : '';
    out.push({
      name: c.name,
      method: c.method,
      path: c.path(f, created),
      body: consoleBodyFor(c, f, created),
    });
  }
  return out;
}

describe(`authorization matrix as an admin viewing as client B: ${cases.length + consoleCases.length} endpoints`, () => {
  it('is in a view as B', async () => {
    expect((await viewer.get('/api/me')).json.user).toMatchObject({
      id: f.ids.b,
      viewed_by: { id: f.ids.admin },
    });
  });

  it('reads exactly what B reads, and every write is refused', async () => {
    const reads: string[] = [];
    const differences: string[] = [];
    const notRefused: string[] = [];
    for (const r of await requestsOf()) {
      if (r.name === EXIT) continue;
      if (r.method === 'GET') {
        const own = await f.http.clientB.request(r.method, r.path, r.body, r.headers);
        const viewed = await viewer.request(r.method, r.path, r.body, r.headers);
        reads.push(r.name);
        if (own.status !== viewed.status) differences.push(`${r.name}: ${own.status} ≠ ${viewed.status}`);
        else if (
          JSON.stringify(comparable(r.name, own.json)) !== JSON.stringify(comparable(r.name, viewed.json))
        )
          differences.push(`${r.name}: ${own.text.slice(0, 200)} ≠ ${viewed.text.slice(0, 200)}`);
        continue;
      }
      const res = await viewer.request(r.method, r.path, r.body, r.headers);
      if (res.status !== 403 || res.json?.error?.code !== 'VIEW_AS_READ_ONLY')
        notRefused.push(`${r.method} ${r.name}: ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(reads.length).toBeGreaterThan(40);
    expect(differences).toEqual([]);
    expect(notRefused).toEqual([]);
    // Still B's view, and B's own session untouched by any of it.
    expect((await viewer.get('/api/me')).json.user.id).toBe(f.ids.b);
    expect((await f.http.clientB.get('/api/me')).json.user).toMatchObject({ id: f.ids.b, viewed_by: null });
  });

  it('may end the view, which brings the admin back', async () => {
    const exit = cases.find((c) => c.name === EXIT)!;
    const res = await viewer.request(exit.method, await exit.path(f), bodyFor(exit, f));
    expect(res.status, res.text).toBe(200);
    expect((await viewer.get('/api/me')).json.user).toMatchObject({ id: f.ids.admin, viewed_by: null });
  });
});

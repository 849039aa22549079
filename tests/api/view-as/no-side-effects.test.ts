import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases } from '../../support/authorization-matrix';
import {
  buildConsoleFixture,
  consoleCases,
  type ConsoleFixture,
} from '../../support/authorization-matrix-console';
import { startFakeGemini, type FakeGemini } from '../../support/fake-gemini';
import type { HttpClient } from '../../support/http-client';
import { signInOwner, startTestApp, type TestApp } from '../../support/test-app';

/**
 * A view as a client reads and changes nothing on their behalf (decision 0054): every GET of the
 * OpenAPI document, asked by an admin viewing the portal as client A (who has a project, phases,
 * tasks, files, chat, documents, tickets, invoices, notifications), leaves every table as it was —
 * no "read" marks, no last-seen, no presence, no greeting or progress rows — and none answers the
 * read-only refusal (which would mean a GET that tried to write).
 */
let app: TestApp;
let gemini: FakeGemini;
let f: ConsoleFixture;
let viewer: HttpClient;
let fingerprintSql: string;
beforeAll(async () => {
  // Websy AI configured: its greeting is written by the model and kept, for a client's own reads.
  gemini = await startFakeGemini();
  app = await startTestApp({
    GEMINI_API_KEYS: 'k1',
    GEMINI_BASE_URL: gemini.url,
    GEMINI_MODEL: 'gemini-test',
  });
  f = await buildConsoleFixture(app);
  // Something unread for A: a notification, a chat message from the agency.
  await f.http.admin.post(`/api/projects/${f.projectA}/chat/messages`, { body: 'Mensaje de la agencia' });
  viewer = (await signInOwner(app)).http;
  const started = await viewer.post(`/api/users/${f.ids.a}/view-as`);
  if (started.status !== 200) throw new Error(`view-as failed: ${started.status} ${started.text}`);
  // Every table but the auth library's request counter (per address: the asker's own, no state of
  // the client's; the library counts every request to its endpoints).
  const tables = await app.db.execute<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'rate_limits' ORDER BY tablename`,
  );
  fingerprintSql = tables.rows
    .map(
      ({ name }) =>
        `SELECT '${name}' AS name, count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
    )
    .join(' UNION ALL ');
});
afterAll(async () => {
  await app?.close();
  await gemini?.close();
});

/** Every table's row count and a digest of its rows. */
async function fingerprint(): Promise<Map<string, string>> {
  const { rows } = await app.db.$client.query<{ name: string; rows: number; digest: string }>(fingerprintSql);
  return new Map(rows.map((r) => [r.name, `${r.rows}:${r.digest}`]));
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([name, value]) => before.get(name) !== value).map(([name]) => name);

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** GETs between two fingerprints of the tables. */
const BATCH = 10;

/** `get /api/projects/{id}` as a pattern over concrete paths. */
const patternOf = (template: string) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);

describe('a view as a client changes nothing (every GET of the OpenAPI document)', () => {
  it('leaves every table as it was, and no GET meets the read-only refusal', async () => {
    const doc = (await app.client().get('/api/openapi.json')).json as {
      paths: Record<string, Record<string, unknown>>;
    };
    const templates = Object.entries(doc.paths)
      .filter(([path, item]) => path.startsWith('/api/') && 'get' in item)
      .map(([path]) => path);
    // Concrete paths: the matrices' reads (their parameters are the fixture's rows), and every
    // GET that takes no path parameter.
    const concrete = new Set<string>(templates.filter((t) => !t.includes('{')));
    for (const c of cases) if (c.method === 'GET') concrete.add(await c.path(f));
    for (const c of consoleCases) {
      if (c.method !== 'GET') continue;
      concrete.add(c.path(f, c.fresh ? await c.fresh(f) : ''));
    }
    // Any other read (a module newer than the matrices): its parameters filled with A's project,
    // else an id nobody has, so that it is asked all the same.
    for (const t of templates) {
      if ([...concrete].some((path) => patternOf(t).test(path.split('?')[0]!))) continue;
      concrete.add(
        t
          .replace(/^\/api\/projects\/\{id\}/, `/api/projects/${f.projectA}`)
          .replace(/\{(digest|token)\}/g, 'a'.repeat(64))
          .replace(/\{[^}]+\}/g, UNKNOWN),
      );
    }
    expect(concrete.size).toBeGreaterThanOrEqual(templates.length);

    const changes: string[] = [];
    // A set: a GET read again to name a write is listed once.
    const refusedReads = new Set<string>();
    const read = async (path: string) => {
      const res = await viewer.get(path);
      if (res.json?.error?.code === 'VIEW_AS_READ_ONLY') refusedReads.add(path);
    };
    // The tables are fingerprinted after each batch of reads (a fingerprint reads every table). A
    // batch that changed something is read again one GET at a time, to name the GET; a write that
    // does not happen twice is named by its batch.
    const paths = [...concrete];
    let before = await fingerprint();
    for (let start = 0; start < paths.length; start += BATCH) {
      const batch = paths.slice(start, start + BATCH);
      for (const path of batch) await read(path);
      let after = await fingerprint();
      const changed = changedTables(before, after);
      if (changed.length) {
        const named = changes.length;
        for (const path of batch) {
          before = after;
          await read(path);
          after = await fingerprint();
          const again = changedTables(before, after);
          if (again.length) changes.push(`${path}: ${again.join(', ')}`);
        }
        if (changes.length === named) changes.push(`one of ${batch.join(', ')}: ${changed.join(', ')}`);
      }
      before = after;
    }
    expect([...refusedReads]).toEqual([]);
    expect(changes).toEqual([]);
    // Nor was the agency's model asked anything on the client's behalf.
    expect(gemini.requests).toEqual([]);
    expect((await viewer.get('/api/me')).json.user).toMatchObject({
      id: f.ids.a,
      viewed_by: { id: f.ids.admin },
    });
  });
});

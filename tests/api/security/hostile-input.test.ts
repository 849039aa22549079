import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type Fixture } from '../../support/authorization-matrix';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, type TestApp } from '../../support/test-app';

/**
 * Hostile input, generated from the OpenAPI document (docs/product.md#security): every operation of ours, as an
 * anonymous visitor, a client and an admin, gets malformed path ids, junk query strings and, where
 * it takes a JSON body, bodies of the wrong shape, wrong types in every property, huge strings and
 * arrays, deep nesting, prototype keys, invalid UTF-8, broken JSON and a wrong content type. None
 * may answer 5xx, and every refusal has the `{ error: { code, message } }` shape.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

let app: TestApp;
let fixture: Fixture;
let doc: OpenApi;

beforeAll(async () => {
  app = await startTestApp();
  fixture = await buildFixture(app);
  doc = (await app.client().get('/api/openapi.json')).json as OpenApi;
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** Far over any field's limit, while a body of five of them stays under the JSON body limit. */
const HUGE = 'x'.repeat(100_000);
/** `{"a":{"a":…1…}}`, `levels` deep, as text (JSON.stringify would overflow its own stack). */
const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** The property names of an operation's JSON body (one level; references and unions followed). */
function bodyProperties(schema: Schema | undefined, seen = new Set<string>()): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    if (seen.has(name)) return [];
    seen.add(name);
    return bodyProperties(doc.components?.schemas?.[name], seen);
  }
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...Object.keys(schema.properties ?? {}), ...nested.flatMap((s) => bodyProperties(s, seen))];
}

/** Bodies no operation should accept, as raw text (sent with `content-type: application/json`). */
function hostileBodies(properties: string[]): { name: string; raw: string | Buffer; type?: string }[] {
  const json = (value: unknown) => JSON.stringify(value);
  const every = (value: unknown) => json(Object.fromEntries(properties.map((p) => [p, value])));
  const everyRaw = (raw: string) => `{${properties.map((p) => `${json(p)}:${raw}`).join(',')}}`;
  return [
    { name: 'empty object', raw: '{}' },
    { name: 'array', raw: '[]' },
    { name: 'null', raw: 'null' },
    { name: 'string', raw: '"hola"' },
    { name: 'number', raw: '42' },
    { name: 'broken JSON', raw: '{"a":' },
    { name: 'deep nesting', raw: deep(5_000) },
    { name: 'huge array', raw: json(Array.from({ length: 100_000 }, () => 1)) },
    { name: 'prototype keys', raw: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}' },
    { name: 'invalid UTF-8', raw: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
    { name: 'wrong content type', raw: '{}', type: 'text/plain' },
    ...(properties.length
      ? [
          { name: 'every property null', raw: every(null) },
          { name: 'every property an array', raw: every([1, 'a', null]) },
          { name: 'every property an object', raw: every({ $gt: '' }) },
          {
            name: 'huge strings',
            raw: json(Object.fromEntries(properties.slice(0, 5).map((p) => [p, HUGE]))),
          },
          { name: 'every property a number', raw: every(-1e308) },
          { name: 'every property a boolean', raw: every(true) },
          { name: 'every property a bad date', raw: every('2026-13-45T25:61:00Z') },
          { name: 'every property deeply nested', raw: everyRaw(deep(200)) },
        ]
      : []),
  ];
}

const BAD_IDS = ['no-es-un-uuid', '00000000-0000-0000-0000-000000000000', '%E0%A4%A', "1'%20OR%20'1'='1"];
const JUNK_QUERY =
  '?page=-1&limit=abc&offset=1e309&search=%FF%FE&status[]=x&sort=__proto__&from=2026-02-31&to=ayer&__proto__[role]=admin&q=' +
  'y'.repeat(5_000);

/** Fills a path template: every parameter with `value`. */
const fill = (template: string, value: string) => template.replace(/\{[^}]+\}/g, value);

function operations() {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
}

interface Bad {
  request: string;
  status: number;
  body: string;
}

type Answer = Awaited<ReturnType<HttpClient['request']>>;

/**
 * Sends one request. A connection the server closed under a request that reused it (the server
 * answered the previous one before reading its body, then closed) is tried once more on a fresh
 * one; a second failure is recorded.
 */
async function send(
  http: HttpClient,
  request: string,
  args: Parameters<HttpClient['request']>,
  bad: Bad[],
): Promise<Answer | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await http.request(...args);
    } catch (error) {
      if (attempt < 2) continue;
      bad.push({ request, status: 0, body: String((error as Error).cause ?? error) });
      return null;
    }
  }
}

/**
 * No 5xx; a refusal of ours carries `{ error: { code, message } }`. The auth library's own routes
 * (`/api/auth/*`, listed in the document too) answer refusals in its own `{ code, message }`
 * shape, which its browser client reads: for them only the status is judged.
 */
function expectSound(request: string, res: Answer | null, bad: Bad[]) {
  if (!res) return;
  if (res.status >= 500) {
    bad.push({ request, status: res.status, body: res.text.slice(0, 200) });
    return;
  }
  if (res.status < 400 || request.includes(' /api/auth/')) return;
  const error = (res.json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string' || !error.message)
    bad.push({ request, status: res.status, body: `not the error shape: ${res.text.slice(0, 200)}` });
}

describe('hostile input over every operation of /api/openapi.json (docs/product.md#security)', () => {
  for (const principal of ['anonymous', 'clientA', 'admin'] as const) {
    it(`never answers 5xx to ${principal}, and refuses with the error shape`, async () => {
      const http = fixture.http[principal];
      const bad: Bad[] = [];
      let sent = 0;
      for (const { path, method, op } of operations()) {
        // Malformed ids and a junk query string, no body.
        for (const id of path.includes('{') ? BAD_IDS : ['']) {
          const url = fill(path, id) + JUNK_QUERY;
          const request = `${method} ${url.slice(0, 120)}`;
          const body = method === 'GET' || method === 'DELETE' ? undefined : {};
          expectSound(request, await send(http, request, [method, url, body], bad), bad);
          sent += 1;
        }
        // Hostile JSON bodies against a real target (client A's project for every id).
        const json = op.requestBody?.content['application/json'];
        if (!json) continue;
        const target = fill(path, fixture.projectA);
        for (const body of hostileBodies(bodyProperties(json.schema))) {
          const request = `${method} ${target} [${body.name}]`;
          const headers = { 'content-type': body.type ?? 'application/json' };
          expectSound(request, await send(http, request, [method, target, body.raw, headers], bad), bad);
          sent += 1;
        }
      }
      expect(sent).toBeGreaterThan(1000);
      expect(bad).toEqual([]);
    }, 300_000);
  }

  it('refuses a JSON body over 1 MiB and an auth form over 64 KiB with 413, in the caller’s language', async () => {
    const http = fixture.http.clientA;
    const big = JSON.stringify({ content: 'x'.repeat(1024 * 1024) });
    const comment = await http.request('POST', `/api/projects/${fixture.projectA}/comments`, big, {
      'accept-language': 'en',
    });
    expect(comment.status).toBe(413);
    expect(comment.json.error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large.',
    });
    const signIn = await fixture.http.anonymous.request(
      'POST',
      '/api/auth/sign-in/email',
      JSON.stringify({ email: 'a@b.c', password: 'y'.repeat(70 * 1024) }),
    );
    expect(signIn.status).toBe(413);
    expect(signIn.json.error.message).toBe('La solicitud es demasiado grande.');
    // The unread body ends the connection: the client is told not to send another request on it.
    expect(comment.headers.get('connection')).toBe('close');
    expect(signIn.headers.get('connection')).toBe('close');
  });
});

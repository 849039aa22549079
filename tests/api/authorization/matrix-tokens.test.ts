import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationScopes } from '../../../src/server/http/token-scopes';
import { scopesFor } from '../../../src/shared/domain/api-token-policy';
import type { ApiTokenScope } from '../../../src/shared/schemas/api-tokens';
import { bearerClient, createToken } from '../../support/api-tokens';
import { bodyFor, cases, type Principal } from '../../support/authorization-matrix';
import {
  buildConsoleFixture,
  consoleBodyFor,
  consoleCases,
  type ConsoleFixture,
} from '../../support/authorization-matrix-console';
import { FAKE_OAUTH_CLIENT } from '../../support/fake-github';
import { startTestApp, type TestApp } from '../../support/test-app';

/**
 * The projects and console matrices once more, with API tokens instead of sessions (decision
 * 0055): for client A, client B and the admin, one token per scope their role may hold, holding
 * only that scope. Every case outside a token's scope answers 403 TOKEN_SCOPE before it runs;
 * inside it, the token gets what its owner's session gets (the matrices' expected status).
 */
let app: TestApp;
let f: ConsoleFixture;
type Who = Exclude<Principal, 'anonymous'>;
const principals: Who[] = ['clientA', 'clientB', 'admin'];
const tokens = {} as Record<Who, Map<ApiTokenScope, string>>;
let operations: Array<{ op: string; method: string; pattern: RegExp; literals: number }>;

beforeAll(async () => {
  app = await startTestApp({
    GITHUB_CLIENT_ID: FAKE_OAUTH_CLIENT.id,
    GITHUB_CLIENT_SECRET: FAKE_OAUTH_CLIENT.secret,
    API_TOKEN_RATE_LIMIT_MAX: '1000000',
  });
  f = await buildConsoleFixture(app);
  const role = { clientA: 'user', clientB: 'user', admin: 'admin' } as const;
  for (const who of principals) {
    tokens[who] = new Map();
    for (const scope of scopesFor(role[who])) {
      tokens[who].set(scope, (await createToken(f.http[who], [scope], { name: `${who} ${scope}` })).secret);
    }
  }
  const doc = (await app.client().get('/api/openapi.json')).json as { paths: Record<string, object> };
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => ({
      op: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      literals: path.split('/').filter((part) => part && !part.startsWith('{')).length,
    })),
  );
});
afterAll(async () => {
  await app?.close();
});

/** The OpenAPI operation a request reaches: the matching path with the most literal segments. */
function operationOf(method: string, url: string): string {
  const path = url.split('?')[0]!;
  const matching = operations
    .filter((o) => o.method === method && o.pattern.test(path))
    .sort((x, y) => y.literals - x.literals);
  if (!matching[0]) throw new Error(`no operation for ${method} ${path}`);
  return matching[0].op;
}

interface Replayed {
  name: string;
  method: string;
  expect: Record<Principal, number>;
  headers?: Record<string, string> | undefined;
  request: () => Promise<{ path: string; body: unknown }>;
}

const replayed: Replayed[] = [
  ...cases.map((c) => ({
    name: c.name,
    method: c.method,
    expect: c.expect,
    headers: c.headers,
    request: async () => ({ path: await c.path(f), body: bodyFor(c, f) }),
  })),
  ...consoleCases.map((c) => ({
    name: `console: ${c.name}`,
    method: c.method,
    expect: c.expect,
    headers: undefined,
    request: async () => {
      const created = c.fresh ? await c.fresh(f) : '';
      return { path: c.path(f, created), body: consoleBodyFor(c, f, created) };
    },
  })),
];

describe(`token matrix: ${replayed.length} cases × ${principals.length} owners × one token per scope`, () => {
  for (const c of replayed) {
    for (const who of principals) {
      it(`${c.method} ${c.name} with ${who}’s tokens`, async () => {
        const { path, body } = await c.request();
        const scope = operationScopes[operationOf(c.method, path)];
        // Outside their scope first, all at once: refused before the operation runs, so nothing
        // is spent and the order does not matter.
        const outside = [...tokens[who]].filter(([held]) => held !== scope);
        const refusals = await Promise.all(
          outside.map(([, secret]) => bearerClient(app, secret).request(c.method, path, body, c.headers)),
        );
        refusals.forEach((res, i) => {
          expect(res.status, `${outside[i]![0]}: ${res.text}`).toBe(403);
          expect(res.json.error.code, outside[i]![0]).toBe('TOKEN_SCOPE');
        });
        if (!scope) return;
        const secret = tokens[who].get(scope);
        if (!secret) return; // a scope this owner's role may not hold (admin-only)
        const res = await bearerClient(app, secret).request(c.method, path, body, c.headers);
        expect(res.status, `${scope}: ${res.text}`).toBe(c.expect[who]);
      });
    }
  }

  it('lets A’s projects:read token see exactly what A’s session sees', async () => {
    const session = (await f.http.clientA.get('/api/projects?limit=100')).json;
    const token = (
      await bearerClient(app, tokens.clientA.get('projects:read')!).get('/api/projects?limit=100')
    ).json;
    expect(token).toEqual(session);
    const ofB = (await bearerClient(app, tokens.clientB.get('tickets:read')!).get('/api/tickets?limit=100'))
      .json;
    expect(ofB).toEqual((await f.http.clientB.get('/api/tickets?limit=100')).json);
  });
});

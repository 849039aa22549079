import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationScopes, sessionOnlyOperations } from '../../../src/server/http/token-scopes';
import { apiTokenScopes } from '../../../src/shared/schemas/api-tokens';
import { startTestApp, type TestApp } from '../../support/test-app';

/**
 * Every operation of the OpenAPI document is classified for API tokens (decision 0055): the scope
 * it needs (src/server/http/token-scopes.ts), or session only, on purpose. A new endpoint in
 * neither list fails here, so nobody forgets to decide.
 */
let app: TestApp;
let doc: {
  paths: Record<string, Record<string, { description?: string; security?: Array<Record<string, string[]>> }>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
};
beforeAll(async () => {
  app = await startTestApp();
  doc = (await app.client().get('/api/openapi.json')).json;
});
afterAll(async () => {
  await app?.close();
});

const ours = () =>
  Object.entries(doc.paths)
    .filter(([path]) => !path.startsWith('/api/auth/'))
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));

describe('token scopes of the API’s operations', () => {
  it('classifies every operation: a scope, or session only', () => {
    const unclassified = ours().filter((op) => !(op in operationScopes) && !sessionOnlyOperations.has(op));
    expect(unclassified).toEqual([]);
  });

  it('names only operations that exist, each in one list, with known scopes', () => {
    const documented = new Set(ours());
    expect(Object.keys(operationScopes).filter((op) => !documented.has(op))).toEqual([]);
    expect([...sessionOnlyOperations].filter((op) => !documented.has(op))).toEqual([]);
    expect(Object.keys(operationScopes).filter((op) => sessionOnlyOperations.has(op))).toEqual([]);
    expect(Object.values(operationScopes).every((scope) => apiTokenScopes.includes(scope))).toBe(true);
  });

  it('never lets a token manage tokens, sessions, the account or the console’s security', () => {
    for (const op of [
      'GET /api/api-tokens',
      'POST /api/api-tokens',
      'DELETE /api/api-tokens/{id}',
      'GET /api/users/{id}/api-tokens',
      'GET /api/sessions',
      'PATCH /api/me',
      'GET /api/admin/security-logs',
      'POST /api/users/{id}/view-as',
      'PATCH /api/users/{id}/role',
    ]) {
      expect(operationScopes[op], op).toBeUndefined();
      expect(sessionOnlyOperations.has(op), op).toBe(true);
    }
  });

  it('states the bearer scheme and each operation’s scope in the OpenAPI document', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.cookieAuth).toMatchObject({ type: 'apiKey' });
    const list = doc.paths['/api/projects']!.get!;
    expect(list.security).toEqual([{ cookieAuth: [] }, { bearerAuth: ['projects:read'] }]);
    expect(list.description).toContain('`projects:read`');
    const me = doc.paths['/api/me']!.get!;
    expect(me.security).toEqual([{ cookieAuth: [] }]);
    expect(me.description).toContain('not accepted');
    expect(doc.paths['/api/health']!.get!.security).toEqual([]);
    for (const op of ours()) {
      const [method, path] = op.split(' ') as [string, string];
      const scope = operationScopes[op];
      const security = doc.paths[path]![method.toLowerCase()]!.security;
      if (scope) expect(security, op).toContainEqual({ bearerAuth: [scope] });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Media = { schema?: unknown; example?: unknown };
type Operation = {
  tags?: string[];
  summary?: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};

/** Every issue-5 operation (admin console and client self-service). tests/api/docs/openapi.test.ts covers the foundation. */
const CONSOLE_OPERATIONS = [
  'get /api/users',
  'patch /api/users/{id}/role',
  'post /api/users/{id}/deactivate',
  'post /api/users/{id}/reactivate',
  'post /api/users/{id}/view-as',
  'get /api/invitations',
  'post /api/invitations',
  'delete /api/invitations/{id}',
  'get /api/invitations/lookup',
  'post /api/invitations/accept',
  'get /api/tickets',
  'post /api/tickets',
  'get /api/tickets/{id}',
  'patch /api/tickets/{id}',
  'post /api/tickets/{id}/replies',
  'get /api/payments',
  'get /api/payments/summary',
  'post /api/payments',
  'patch /api/payments/{id}',
  'post /api/payments/{id}/mark-paid',
  'post /api/payments/{id}/cancel',
  'get /api/admin/counts',
  'get /api/admin/security-logs',
  'get /api/admin/integrations',
  'get /api/admin/environment',
  'get /api/analytics',
  'get /api/team',
  'get /api/workspace',
  'get /api/staff',
  'get /api/presence',
  'get /api/sessions',
  'post /api/sessions/revoke-others',
  'delete /api/sessions/{id}',
  'get /api/api-tokens',
  'post /api/api-tokens',
  'delete /api/api-tokens/{id}',
  'get /api/users/{id}/api-tokens',
  'get /api/webhooks/endpoints',
  'post /api/webhooks/endpoints',
  'patch /api/webhooks/endpoints/{id}',
  'delete /api/webhooks/endpoints/{id}',
  'post /api/webhooks/endpoints/{id}/rotate-secret',
  'post /api/webhooks/endpoints/{id}/test',
  'get /api/webhooks/endpoints/{id}/deliveries',
  'get /api/webhooks/deliveries/{id}',
  'post /api/webhooks/deliveries/{id}/redeliver',
];
/** Operations that answer 204 with no body. */
const NO_CONTENT = new Set([
  'delete /api/invitations/{id}',
  'delete /api/sessions/{id}',
  'delete /api/api-tokens/{id}',
  'delete /api/webhooks/endpoints/{id}',
]);
const CONSOLE_PATHS =
  /^\/api\/(users|invitations|tickets|payments|admin|analytics|team|workspace|staff|presence|sessions|api-tokens|webhooks)(\/|$)/;

let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
const operation = (id: string) => {
  const [method, path] = id.split(' ') as [string, string];
  return doc.paths[path]?.[method];
};

describe('OpenAPI document: admin console and client self-service', () => {
  beforeAll(async () => {
    const res = await app.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = res.json;
  });

  it('lists exactly the console operations (a new one must be added here and to the authorization matrix)', () => {
    const documented = Object.entries(doc.paths)
      .filter(([path]) => CONSOLE_PATHS.test(path))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(documented.sort()).toEqual([...CONSOLE_OPERATIONS].sort());
  });

  for (const id of CONSOLE_OPERATIONS) {
    it(`${id}: tag, summary, response schema and example, documented errors`, () => {
      const op = operation(id);
      expect(op, id).toBeDefined();
      expect(op!.tags?.length, `${id} tag`).toBeGreaterThan(0);
      expect(op!.summary, `${id} summary`).toBeTruthy();

      if (op!.requestBody) {
        const body = op!.requestBody.content['application/json'];
        expect(body?.schema, `${id} request schema`).toBeDefined();
        expect(body?.example, `${id} request example`).toBeDefined();
      }

      const success = Object.keys(op!.responses).filter((status) => /^2\d\d$/.test(status));
      if (NO_CONTENT.has(id)) {
        expect(success, `${id} success`).toEqual(['204']);
      } else {
        expect(success, `${id} success`).toHaveLength(1);
        const ok = op!.responses[success[0]!]!.content?.['application/json'];
        expect(ok?.schema, `${id} response schema`).toBeDefined();
        expect(ok?.example, `${id} response example`).toBeDefined();
      }

      for (const status of ['400', '401', '403', '404']) {
        expect(op!.responses[status]?.content?.['application/json']?.schema, `${id} ${status}`).toBeDefined();
      }
    });
  }
});

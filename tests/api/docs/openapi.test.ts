import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Operation = {
  requestBody?: { content: Record<string, { schema?: unknown; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown; example?: unknown }> }>;
};

describe('OpenAPI document', () => {
  it('describes every operation of ours with schemas and example bodies', async () => {
    const res = await app.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.json as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toBe('3.1.0');
    const expected = [
      'get /api/me',
      'patch /api/me',
      'get /api/preferences',
      'put /api/preferences',
      'delete /api/preferences',
      'post /api/preferences/import',
      'delete /api/preferences/{type}/{key}',
      'get /api/notification-settings',
      'patch /api/notification-settings',
      'get /api/public-config',
      'get /api/health',
      'get /api/projects/{id}/chat/messages',
      'post /api/projects/{id}/chat/messages',
      'patch /api/chat/messages/{messageId}',
      'delete /api/chat/messages/{messageId}',
      'post /api/projects/{id}/chat/read',
      'get /api/chat/unread',
      'get /api/help/state',
      'post /api/help/articles/{articleId}/view',
      'put /api/help/articles/{articleId}/vote',
      'put /api/help/articles/{articleId}/bookmark',
      'get /api/help/stats',
      'get /api/tutorials/progress',
      'put /api/tutorials/progress/{tourId}',
      'delete /api/tutorials/progress/{tourId}',
      'post /api/github/oauth/start',
      'post /api/github/oauth/callback',
      'get /api/projects/{id}/signoffs',
      'post /api/phases/{id}/signoffs',
      'post /api/signoffs/{id}/decision',
      'post /api/signoffs/{id}/withdraw',
      'get /api/signoffs/verify/{digest}',
      'get /api/projects/{id}/site-care',
      'put /api/projects/{id}/site-care',
      'post /api/projects/{id}/site-care/check',
      'post /api/projects/{id}/care-hours',
      'delete /api/care-hours/{id}',
    ];
    for (const id of expected) {
      const [method, path] = id.split(' ') as [string, string];
      const op = doc.paths[path]?.[method];
      expect(op, id).toBeDefined();
      if (op!.requestBody) {
        const body = op!.requestBody.content['application/json'];
        expect(body?.schema, `${id} request schema`).toBeDefined();
        expect(body?.example, `${id} request example`).toBeDefined();
      }
      const ok = op!.responses['200'];
      if (ok) {
        expect(ok.content?.['application/json']?.schema, `${id} response schema`).toBeDefined();
        expect(ok.content?.['application/json']?.example, `${id} response example`).toBeDefined();
      }
    }
  });

  it('includes the auth endpoints', async () => {
    const doc = (await app.client().get('/api/openapi.json')).json as { paths: Record<string, unknown> };
    expect(doc.paths['/api/auth/sign-in/email']).toBeDefined();
    expect(doc.paths['/api/auth/sign-up/email']).toBeDefined();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('NOT_FOUND');
  });
});

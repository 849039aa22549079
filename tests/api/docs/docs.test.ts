import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';

/**
 * The docs module: the browsable API reference at /api/docs (Swagger UI served by this server)
 * and the document it reads, /api/openapi.json (its contents: openapi.test.ts beside this file).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('the API reference at /api/docs', () => {
  it('is browsable at /api/docs without any CDN', async () => {
    const res = await app.client().get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.text).toContain('/api/openapi.json');
    expect(res.text).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\//i);
    expect((await app.client().get('/api/docs/assets/swagger-ui-bundle.js')).status).toBe(200);
  });

  it('is an HTML page whose policy lets run its own start-up script and no other inline one', async () => {
    const res = await fetch(`${app.baseUrl}/api/docs`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const inline = [...(await res.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('SwaggerUIBundle');
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
  });

  it('lets one try a call with an API token kept in memory only, sent without the session cookie', async () => {
    const page = (await app.client().get('/api/docs')).text;
    expect(page).toContain('tryItOutEnabled: true');
    expect(page).toContain('persistAuthorization: false');
    expect(page).toMatch(/if \(h\.Authorization \|\| h\.authorization\) req\.credentials = 'omit'/);
    const doc = (await app.client().get('/api/openapi.json')).json;
    expect(doc.components.securitySchemes.bearerAuth.scheme).toBe('bearer');
  });

  it('serves Swagger UI’s script and style with their types, cached for a day', async () => {
    for (const [file, type] of [
      ['swagger-ui-bundle.js', /^text\/javascript/],
      ['swagger-ui.css', /^text\/css/],
    ] as const) {
      const res = await fetch(`${app.baseUrl}/api/docs/assets/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toMatch(type);
      expect(res.headers.get('cache-control'), file).toBe('public, max-age=86400');
      expect((await res.arrayBuffer()).byteLength, file).toBeGreaterThan(1000);
    }
  });

  it('serves no other file from the assets path', async () => {
    for (const file of ['package.json', 'index.html', '..%2Fpackage.json', 'swagger-ui-bundle.js.map']) {
      const res = await fetch(`${app.baseUrl}/api/docs/assets/${file}`);
      expect(res.status, file).toBe(404);
      await res.arrayBuffer();
    }
  });

  it('serves the same OpenAPI document on every read', async () => {
    const first = await app.client().get('/api/openapi.json');
    const second = await app.client().get('/api/openapi.json');
    expect(first.status).toBe(200);
    expect(first.json.openapi).toBe('3.1.0');
    expect(second.text).toBe(first.text);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let web: ReturnType<typeof createApp>;
let dir: string;
beforeAll(async () => {
  app = await startTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'websy-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Websy</title>');
  writeFileSync(path.join(dir, 'assets', 'app-123.js'), 'console.log(1)');
  web = createApp(app.server.deps, { webRoot: dir });
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await app?.close();
});

describe('serving the built web app', () => {
  it('serves the page for app paths and hashed assets with a long cache', async () => {
    const page = await web.request('/proyectos/nuevo');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Websy</title>');
    const asset = await web.request('/assets/app-123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('answers 404 for a missing asset or file instead of the page', async () => {
    expect((await web.request('/assets/gone-456.js')).status).toBe(404);
    expect((await web.request('/favicon-missing.png')).status).toBe(404);
    expect((await web.request('/api/nothing')).status).toBe(404);
  });
});

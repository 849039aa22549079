import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../support/factories';
import { OWNER, signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * docs/product.md#security: every kind of answer carries the security headers — the web build's pages and files,
 * API JSON, errors, downloads, the API reference — with a Content-Security-Policy that allows no
 * inline script but the build's own (by hash), and session cookies that scripts cannot read.
 */
const headScript = "\n(function () { document.documentElement.lang = 'es'; })();\n";
const offlineScript =
  "\ndocument.getElementById('retry').addEventListener('click', () => location.reload());\n";
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = `<!doctype html><html lang="es"><head><script>${headScript}</script>
<script type="module" crossorigin src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>`;

let app: TestApp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'websy-csp-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), page);
  writeFileSync(path.join(dir, 'offline.html'), `<p>offline</p><script>${offlineScript}</script>`);
  writeFileSync(path.join(dir, 'assets', 'app-1.js'), 'console.log(1)\n');
  writeFileSync(path.join(dir, 'sw.js'), "self.addEventListener('fetch', () => {});\n");
  app = await startTestApp({}, { webRoot: dir });
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await app?.close();
});

function directives(policy: string | null): Record<string, string[]> {
  expect(policy, 'Content-Security-Policy').toBeTruthy();
  return Object.fromEntries(
    policy!.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/** The headers every answer carries, whatever it is. */
function expectCommonHeaders(headers: Headers, what: string) {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
  expect(headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(headers.get('permissions-policy'), what).toBe(
    'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  );
  // Plain http here: no HSTS (it would pin browsers to https on a host that has none).
  expect(headers.get('strict-transport-security'), what).toBeNull();
  expect(directives(headers.get('content-security-policy'))['frame-ancestors'], what).toEqual(["'none'"]);
}

describe('security headers on every kind of answer', () => {
  it('web pages and files: scripts from the portal and the build’s inline scripts by hash only', async () => {
    for (const pathname of ['/', '/dashboard', '/assets/app-1.js', '/sw.js', '/offline.html', '/nope.js']) {
      const res = await fetch(app.baseUrl + pathname);
      await res.arrayBuffer();
      expectCommonHeaders(res.headers, pathname);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['script-src'], pathname).toEqual([
        "'self'",
        ...[sha(headScript), sha(offlineScript)].sort(),
      ]);
      expect(csp['script-src'], pathname).not.toContain("'unsafe-inline'");
      expect(res.headers.get('content-security-policy'), pathname).not.toMatch(/unsafe-eval/);
      expect(csp['connect-src'], pathname).toEqual(["'self'"]);
      // Pictures over https (avatars), and the configured GitHub's own origin (a local one here).
      expect(csp['img-src'], pathname).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https:',
        new URL(app.server.deps.config.integrations.githubApiUrl).origin,
      ]);
      expect(csp['object-src'], pathname).toEqual(["'none'"]);
      expect(csp['base-uri'], pathname).toEqual(["'self'"]);
    }
  });

  it('API answers, errors and refusals: nothing may run in them', async () => {
    const owner = await signInOwner(app);
    const answers = [
      ['GET /api/health', await fetch(`${app.baseUrl}/api/health`)],
      ['GET /api/me (anonymous)', await fetch(`${app.baseUrl}/api/me`)],
      ['GET /api/unknown', await fetch(`${app.baseUrl}/api/unknown`)],
      [
        'POST /api/projects (invalid)',
        await fetch(`${app.baseUrl}/api/projects`, {
          method: 'POST',
          headers: {
            cookie: owner.http.cookieHeader,
            origin: app.baseUrl,
            'content-type': 'application/json',
          },
          body: '{"name":',
        }),
      ],
    ] as const;
    expect(answers.map(([, res]) => res.status)).toEqual([200, 401, 404, 400]);
    for (const [what, res] of answers) {
      await res.arrayBuffer();
      expectCommonHeaders(res.headers, what);
      expect(directives(res.headers.get('content-security-policy'))['default-src'], what).toEqual(["'none'"]);
    }
  });

  it('downloads are attachments nothing runs in; an inline preview keeps its sandbox', async () => {
    const owner = await signInOwner(app);
    const project = await buildProject(owner.http);
    const uploaded = await fetch(`${app.baseUrl}/api/projects/${project.id}/files`, {
      method: 'POST',
      headers: {
        cookie: owner.http.cookieHeader,
        origin: app.baseUrl,
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent('notas.txt'),
      },
      body: '<script>alert(1)</script>',
    });
    expect(uploaded.status).toBe(201);
    const fileId = ((await uploaded.json()) as { file: { id: string } }).file.id;
    const download = await fetch(`${app.baseUrl}/api/files/${fileId}/download`, {
      headers: { cookie: owner.http.cookieHeader },
    });
    expect(await download.text()).toBe('<script>alert(1)</script>');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expectCommonHeaders(download.headers, 'download');
    expect(directives(download.headers.get('content-security-policy'))['default-src']).toEqual(["'none'"]);

    // A picture previewed in the page keeps the sandbox the download sets for inline answers.
    const picture = await fetch(`${app.baseUrl}/api/projects/${project.id}/files`, {
      method: 'POST',
      headers: {
        cookie: owner.http.cookieHeader,
        origin: app.baseUrl,
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent('logo.png'),
      },
      body: PNG,
    });
    const pictureId = ((await picture.json()) as { file: { id: string } }).file.id;
    const preview = await fetch(`${app.baseUrl}/api/files/${pictureId}/download?inline=1`, {
      headers: { cookie: owner.http.cookieHeader },
    });
    await preview.arrayBuffer();
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(preview.headers.get('content-security-policy')).toBe('sandbox');
  });

  it('the API reference runs Swagger UI from the portal and its own start-up script by hash', async () => {
    const res = await fetch(`${app.baseUrl}/api/docs`);
    const html = await res.text();
    expectCommonHeaders(res.headers, '/api/docs');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(directives(res.headers.get('content-security-policy'))['script-src']).toEqual([
      "'self'",
      sha(inline),
    ]);
  });

  it('session cookies: HttpOnly and SameSite=Lax, never readable by a script', async () => {
    const client = await signUpUser(app);
    const res = await client.http.post('/api/auth/sign-in/email', {
      email: client.email,
      password: client.password,
    });
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.includes('session_token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).not.toMatch(/;\s*Secure/i);
  });
});

describe('behind TLS (PUBLIC_URL https)', () => {
  let tls: TestApp;
  let local: string;
  const publicUrl = 'https://portal.websy.test';
  beforeAll(async () => {
    tls = await startTestApp({ PUBLIC_URL: publicUrl });
    // The portal listens on loopback; the proxy in front of it would answer at PUBLIC_URL.
    local = `http://127.0.0.1:${tls.server.port}`;
  });
  afterAll(async () => {
    await tls?.close();
  });

  it('adds HSTS and marks the session cookie Secure', async () => {
    const health = await fetch(`${local}/api/health`);
    await health.arrayBuffer();
    expect(health.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');

    const res = await fetch(`${local}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: publicUrl, 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(session).toMatch(/^__Secure-/);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
  });
});

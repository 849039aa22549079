import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress';
import { startTestApp, type TestApp } from '../../support/test-app';

const projectPreload = '<link rel="modulepreload" crossorigin href="/assets/project-detail-1.js">';
let app: TestApp;
let dir: string;
const script = `export function greet(name){return "hola "+name}\n`.repeat(200);
const page = `<!doctype html><html lang="es"><head><title>Websy</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'websy-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), page);
  writeFileSync(path.join(dir, 'assets', 'app-123.js'), script);
  writeFileSync(path.join(dir, 'assets', 'app-123.css'), 'body{color:red}\n'.repeat(100));
  writeFileSync(path.join(dir, 'assets', 'inter-123.woff2'), randomBytes(4096));
  writeFileSync(
    path.join(dir, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(500)}</svg>`,
  );
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
  // The installable app's files under fixed names (vite-plugin-pwa, docs/decisions/0031).
  writeFileSync(path.join(dir, 'sw.js'), `self.addEventListener('fetch', () => {});\n`);
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Websy', start_url: '/' }));
  writeFileSync(path.join(dir, 'offline.html'), page);
  // A route page, as scripts/route-pages.ts writes them: index.html preloading the screen's chunk.
  mkdirSync(path.join(dir, 'route-pages'));
  writeFileSync(path.join(dir, 'route-pages', '0.html'), page.replace('</head>', `${projectPreload}</head>`));
  // A prerendered sign-in screen: one page per language (docs/decisions/0046).
  const languages: Record<string, string> = {};
  for (const language of ['es', 'en', 'pt']) {
    languages[language] = `route-pages/1.${language}.html`;
    writeFileSync(path.join(dir, languages[language]), page.replace('<title>', `<title>${language} page `));
  }
  writeFileSync(
    path.join(dir, '.vite', 'route-pages.json'),
    JSON.stringify([
      { path: '/proyectos/detalle/:projectId', file: 'route-pages/0.html' },
      { path: '/login', file: languages.es, languages },
    ]),
  );
  await precompressDir(dir);
  app = await startTestApp({}, { webRoot: dir });
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await app?.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One HTTP request with the bytes exactly as they came over the wire (no decoding). */
function raw(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // A connection per request: a kept-alive socket the server has since closed would reset.
    const req = request(new URL(pathname, app.baseUrl), { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const fileSize = (name: string) => statSync(path.join(dir, name)).size;

describe('serving the built web app', () => {
  it('serves the page for app paths and hashed assets with a long cache', async () => {
    const res = await raw('/proyectos/nuevo');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<title>Websy</title>');
    const asset = await raw('/assets/app-123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing asset or file instead of the page', async () => {
    expect((await raw('/assets/gone-456.js')).status).toBe(404);
    expect((await raw('/favicon-missing.png')).status).toBe(404);
    expect((await raw('/api/nothing')).status).toBe(404);
    expect((await raw('/.vite/manifest.json')).status).toBe(404);
    expect((await raw('/assets/..%2F..%2Findex.html')).status).toBe(404);
  });

  it('sends the brotli file when the browser accepts it, else the gzip one, else the file itself', async () => {
    const br = await raw('/assets/app-123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['content-length']).toBe(String(fileSize('assets/app-123.js.br')));
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await raw('/assets/app-123.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-length']).toBe(String(fileSize('assets/app-123.js.gz')));
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const refused = await raw('/assets/app-123.css', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers['content-type']).toBe('text/css; charset=utf-8');

    const plain = await raw('/assets/app-123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(script.length));
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);

    const svg = await raw('/favicon.svg', { 'accept-encoding': 'br' });
    expect(svg.headers['content-encoding']).toBe('br');
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it('keeps sending a hashed asset it has sent once after a new build removed it, in every encoding', async () => {
    // A page still open when a new build went out loads the chunks it was built with.
    writeFileSync(path.join(dir, 'assets', 'old-789.js'), script);
    await precompressDir(dir);
    const before = await raw('/assets/old-789.js', { 'accept-encoding': 'br' });
    expect(before.headers['content-encoding']).toBe('br');
    for (const name of ['old-789.js', 'old-789.js.br', 'old-789.js.gz'])
      rmSync(path.join(dir, 'assets', name));

    const br = await raw('/assets/old-789.js', { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.body.equals(before.body)).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await raw('/assets/old-789.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await raw('/assets/old-789.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    // An empty asset (a chunk with nothing in it) is kept and sent too.
    writeFileSync(path.join(dir, 'assets', 'empty-789.css'), '');
    for (let i = 0; i < 2; i++) {
      const empty = await raw('/assets/empty-789.css');
      expect(empty.status).toBe(200);
      expect(empty.headers['content-length']).toBe('0');
    }
    // Files outside /assets/ are not hashed: they are read on each request.
    writeFileSync(path.join(dir, 'robots-temp.txt'), 'User-agent: *\n');
    expect((await raw('/robots-temp.txt')).status).toBe(200);
    rmSync(path.join(dir, 'robots-temp.txt'));
    expect((await raw('/robots-temp.txt')).status).not.toBe(200);
  });

  it('sends binary files as they are', async () => {
    const font = await raw('/assets/inter-123.woff2', { 'accept-encoding': 'gzip, br' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers.vary).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.body).toEqual(readFileSync(path.join(dir, 'assets', 'inter-123.woff2')));
  });

  it('sends index.html precompressed and never cached without revalidation (ETag)', async () => {
    for (const pathname of ['/', '/index.html', '/dashboard']) {
      const res = await raw(pathname, { 'accept-encoding': 'gzip, br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-length']).toBe(String(fileSize('index.html.br')));
      expect(brotliDecompressSync(res.body).toString()).toBe(page);
    }
    const gz = await raw('/perfil', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe(page);
    const plain = await raw('/perfil');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);

    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await raw('/perfil', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves the service worker, its manifest and the offline page with their types and no-cache', async () => {
    const types = {
      '/sw.js': 'text/javascript; charset=utf-8',
      '/manifest.webmanifest': 'application/manifest+json',
      '/offline.html': 'text/html; charset=utf-8',
    };
    for (const [pathname, type] of Object.entries(types)) {
      const res = await raw(pathname);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect(JSON.parse((await raw('/manifest.webmanifest')).body.toString())).toMatchObject({ name: 'Websy' });
    expect((await raw('/favicon.svg')).headers['cache-control']).toBeUndefined();
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await raw('/assets/app-123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(fileSize('assets/app-123.js.br')));
    expect(head.body.length).toBe(0);
  });
});

describe('compressing API answers', () => {
  it('compresses JSON of 1 KiB or more by Accept-Encoding', async () => {
    const br = await raw('/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['content-length']).toBe(String(br.body.length));
    const document = brotliDecompressSync(br.body);
    expect(document.length).toBeGreaterThan(1024);
    expect(JSON.parse(document.toString()).openapi).toBe('3.1.0');

    const gz = await raw('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(document);

    const plain = await raw('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(document);
  });

  it('leaves small JSON answers and errors under 1 KiB as they are', async () => {
    const health = await raw('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok', database: true });
    const missing = await raw('/api/nothing', { 'accept-encoding': 'br, gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString()).error.code).toBe('NOT_FOUND');
  });
});

describe('route pages', () => {
  it('answers a route of the app with its page, preloading that screen, compressed and with its own ETag', async () => {
    const routePage = await raw('/proyectos/detalle/0b6f4a3e-3f7e-4f55-9d4c-5b5e0c1f2a3b', {
      'accept-encoding': 'br',
    });
    expect(routePage.status).toBe(200);
    expect(routePage.headers['content-encoding']).toBe('br');
    expect(routePage.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(routePage.body).toString()).toContain(projectPreload);

    const other = await raw('/proyectos');
    expect(other.body.toString()).toBe(page);
    expect(other.headers.etag).not.toBe(routePage.headers.etag);

    // A path deeper than the pattern is not that route.
    const deeper = await raw('/proyectos/detalle/1/extra');
    expect(deeper.body.toString()).not.toContain('modulepreload');

    const again = await raw('/proyectos/detalle/other-id', {
      'if-none-match': String(routePage.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it("answers a prerendered screen in the language the app last showed, else the browser's, else Spanish", async () => {
    const title = async (headers: Record<string, string>) =>
      /<title>([^<]*) Websy/.exec((await raw('/login', headers)).body.toString())?.[1];
    expect(await title({})).toBe('es page');
    expect(await title({ 'accept-language': 'en-US,en;q=0.9' })).toBe('en page');
    expect(await title({ 'accept-language': 'fr-FR, pt-BR;q=0.8, en;q=0.5' })).toBe('pt page');
    // The app's language cookie wins over the browser's; an unknown one is ignored.
    expect(await title({ 'accept-language': 'en', cookie: 'theme=dark; i18next=pt-BR' })).toBe('pt page');
    expect(await title({ 'accept-language': 'en', cookie: 'i18next=de' })).toBe('en page');
    const answer = await raw('/login', { 'accept-language': 'en' });
    expect(answer.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
  });
});

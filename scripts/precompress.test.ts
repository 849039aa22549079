import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'websy-precompress-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, content: string | Buffer) => writeFileSync(path.join(dir, name), content);
const at = (name: string) => path.join(dir, name);

describe('precompressDir', () => {
  it('writes brotli and gzip files beside every text asset, which decode to the original', async () => {
    const js = 'export const a = "websy";\n'.repeat(100);
    write('assets/app-1.js', js);
    write('assets/app-1.css', 'body{margin:0}\n'.repeat(50));
    write('index.html', `<!doctype html><title>Websy</title>${'<p>hola</p>'.repeat(50)}`);
    write('favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(300)}</svg>`);
    write(
      'manifest.webmanifest',
      JSON.stringify({ name: 'Websy', icons: Array(20).fill({ src: '/a.png' }) }),
    );
    const results = await precompressDir(dir);
    expect(results.map((r) => r.file).sort()).toEqual(
      ['assets/app-1.css', 'assets/app-1.js', 'favicon.svg', 'index.html', 'manifest.webmanifest'].sort(),
    );
    expect(brotliDecompressSync(readFileSync(at('assets/app-1.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(at('assets/app-1.js.gz'))).toString()).toBe(js);
    for (const name of ['assets/app-1.css', 'index.html', 'favicon.svg', 'manifest.webmanifest']) {
      expect(existsSync(at(`${name}.br`)), name).toBe(true);
      expect(existsSync(at(`${name}.gz`)), name).toBe(true);
    }
  });

  it('leaves binary files, source maps and dot folders alone, and skips files compression does not shrink', async () => {
    write('assets/font.woff2', Buffer.from([1, 2, 3, 4]));
    write('assets/app-1.js.map', '{"version":3}'.repeat(100));
    write('.vite/manifest.json', '{"a":1}'.repeat(100));
    write('assets/tiny.js', 'x');
    const results = await precompressDir(dir);
    expect(results).toEqual([{ file: 'assets/tiny.js', size: 1 }]);
    for (const name of [
      'assets/font.woff2',
      'assets/app-1.js.map',
      '.vite/manifest.json',
      'assets/tiny.js',
    ]) {
      expect(existsSync(at(`${name}.br`)), name).toBe(false);
      expect(existsSync(at(`${name}.gz`)), name).toBe(false);
    }
  });
});

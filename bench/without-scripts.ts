import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A copy of a production build whose pages load no JavaScript: every HTML page (`index.html`,
 * the prerendered route pages, which are also the templates signed-in screens are rendered into)
 * loses its module scripts and module preloads, and its precompressed copies are written again.
 * The inline pre-paint script stays. What Lighthouse measures on it is the browser's own work on
 * the server's markup, styles and fonts: the floor under what the app adds (`BENCH_WITHOUT_SCRIPTS=1
 * npm run bench:lighthouse`). Returns how many pages lost scripts.
 */
export function copyWithoutScripts(webRoot: string, target: string): number {
  cpSync(webRoot, target, { recursive: true });
  const pages = [
    'index.html',
    ...readdirSync(path.join(target, 'route-pages'))
      .filter((file) => file.endsWith('.html'))
      .map((file) => path.join('route-pages', file)),
  ];
  let stripped = 0;
  for (const page of pages) {
    const file = path.join(target, page);
    const html = readFileSync(file, 'utf8');
    const without = html
      .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
    if (without === html) continue;
    stripped += 1;
    writeFileSync(file, without);
    writeFileSync(`${file}.br`, brotliCompressSync(without));
    writeFileSync(`${file}.gz`, gzipSync(without, { level: 9 }));
  }
  return stripped;
}

/**
 * Precompression of the web build: every text file of the output folder (js, css, html, svg,
 * json, webmanifest, …) gets a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) file
 * beside it, written only when smaller than the original. The server picks one by
 * Accept-Encoding (src/server/web-static.ts) and never compresses a static file per request.
 * Source maps are left alone: only developer tools fetch them.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/i;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export interface Precompressed {
  file: string;
  size: number;
  br?: number;
  gzip?: number;
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir` (dot folders skipped). */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const files = (await filesUnder(dir)).filter(
    (file) =>
      COMPRESSIBLE.test(file) &&
      !path
        .relative(dir, file)
        .split(path.sep)
        .some((p) => p.startsWith('.')),
  );
  return Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: 9 }),
      ]);
      const result: Precompressed = { file: path.relative(dir, file), size: source.length };
      if (br.length < source.length) {
        await writeFile(`${file}.br`, br);
        result.br = br.length;
      }
      if (gz.length < source.length) {
        await writeFile(`${file}.gz`, gz);
        result.gzip = gz.length;
      }
      return result;
    }),
  );
}

/** Vite plugin: precompresses the build output once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'websy:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin's writeBundle (the route pages are written there).
    writeBundle: {
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}

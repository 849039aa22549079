/**
 * The server's renderer of signed-in first screens (docs/decisions/0046): the web app's
 * `prerender/first-screen.tsx` built for Node (Vite's SSR build: the app's own modules, every
 * catalogue and package inlined), written beside the web build in a dot
 * folder the static server never serves (`SERVER_RENDERER_FILE`). Built by `route-pages.ts` at
 * the end of every web build; the server loads it on the first signed-in page it answers.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { RENDER_WORKER_FILE, SERVER_RENDERER_FILE } from '../src/shared/web-build';

/** Vite's SSR build of `entry` into `outDir` as `fileName`, self-contained. */
async function buildForNode(root: string, entry: string, outDir: string, fileName: string, empty: boolean) {
  await build({
    configFile: false,
    root,
    // Errors only: the packages' 'use client' directives warn once per file.
    logLevel: 'error',
    mode: 'production',
    publicDir: false,
    resolve: { alias: [{ find: '@', replacement: path.join(root, 'src') }] },
    // Self-contained: the build may sit outside the project (a benchmark's temp folder), where
    // node_modules cannot be found from it.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // Production JSX whatever NODE_ENV the building process has (a test run's is 'test').
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: {
      ssr: fileURLToPath(new URL(entry, import.meta.url)),
      outDir,
      emptyOutDir: empty,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rollupOptions: {
        output: { entryFileNames: fileName, chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  });
}

/**
 * The render threads' entry (scripts/prerender/render-worker.ts) into `outDir`, beside the
 * renderer it loads at run time (docs/decisions/0047).
 */
export async function buildRenderWorker(root: string, outDir: string): Promise<void> {
  await buildForNode(root, './prerender/render-worker.ts', outDir, path.basename(RENDER_WORKER_FILE), false);
}

/** The renderer of signed-in first screens and the render threads' entry, into `outDir`. */
export async function buildServerRenderer(root: string, outDir: string): Promise<void> {
  await buildForNode(root, './prerender/first-screen.tsx', outDir, path.basename(SERVER_RENDERER_FILE), true);
  await buildRenderWorker(root, outDir);
}

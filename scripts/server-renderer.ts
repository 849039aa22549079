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
import { SERVER_RENDERER_FILE } from '../src/shared/web-build';

export async function buildServerRenderer(root: string, outDir: string): Promise<void> {
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
      ssr: fileURLToPath(new URL('./prerender/first-screen.tsx', import.meta.url)),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rollupOptions: {
        output: { entryFileNames: path.basename(SERVER_RENDERER_FILE), chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  });
}

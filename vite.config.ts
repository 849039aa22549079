import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defaultNamespace, namespaces } from './src/shared/i18n/config';
import { BOOT_NAMESPACES } from './src/web/lib/boot-namespaces';
import { shellChunks } from './scripts/chunk-groups';
import { i18nNamespaces } from './scripts/i18n-namespaces';
import { precompress } from './scripts/precompress';
import { pwaOptions } from './scripts/pwa-options';
import { routePages } from './scripts/route-pages';
import { routeBudgets } from './scripts/route-table';

const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/**
 * React Router 7 exports its development build (dev warnings on) to every bundler; production
 * builds take its production build, the same API without them (remix-run/react-router#12532).
 */
const productionReactRouter: Alias[] = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

const projectRoot = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

/** The web app: index.html at the project root loads /src/web/main.tsx; the API runs on :3000. */
export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    i18nNamespaces({
      namespaces,
      defaultNamespace,
      boot: BOOT_NAMESPACES,
      runtime: fileURLToPath(new URL('./src/web/lib/i18n.ts', import.meta.url)),
      // Browser code whose strings are translated in the browser (the server translates the
      // messages of src/shared/errors.ts itself).
      include: /\/src\/(web|shared\/(schemas|domain|i18n))\/.*\.tsx?$/,
    }),
    routePages(routeBudgets),
    precompress(),
    // The web app manifest and /sw.js (docs/decisions/0031-installable-app.md).
    VitePWA(pwaOptions),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? productionReactRouter : []),
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The initial-JS budget (scripts/check-bundle-budget.ts) reads .vite/manifest.json.
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // TanStack Query is on every route: one chunk of it rather than several slivers that the
        // automatic splitting cut by importer (each a request and a gzip header of its own).
        codeSplitting: {
          groups: [
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Everything the entry imports, however deep (the bundler's own tag): merged into the
            // entry's chunk rather than cut into slivers that every page loads (decision 0059).
            { name: 'boot', tags: ['$initial'] },
            // What every signed-in page loads (the shell's imports), in two chunks rather than
            // dozens of slivers (scripts/chunk-groups.ts).
            {
              name: shellChunks(routeBudgets, { root: projectRoot, entry: 'src/web/main.tsx' }),
              debugName: 'shell',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));

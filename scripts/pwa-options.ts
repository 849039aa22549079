/**
 * The installable app (docs/decisions/0031-installable-app.md), for vite-plugin-pwa in
 * vite.config.ts: the web app manifest, and `/sw.js` compiled from src/web/sw.ts with Workbox's
 * precache list injected (injectManifest). The app registers the worker itself after `load`
 * (src/web/features/pwa/register-service-worker.ts) and asks before updating (registerType prompt).
 *
 * Precached (installed with the worker): the app shell, meaning the entry chunk and its static
 * imports, the stylesheets, the Latin font files, the icons and the offline page. Lazy screens,
 * their catalogues and the other scripts' font files are cached by the worker the first time they
 * are fetched (hashed files, src/web/sw.ts); HTML pages are never cached.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { initialFiles, type Manifest, type ManifestChunk } from './bundle-budget';

/** A chunk of the build manifest with the files it references (fonts). */
type ChunkWithAssets = ManifestChunk & { assets?: string[] };

/** The files of the app shell: the entry with its static imports, every stylesheet and Latin font. */
export function shellFiles(manifest: Manifest): Set<string> {
  const entry = initialFiles({ manifest, namespaces: {}, bundledNamespaces: [] }, []);
  const isShellAsset = (file: string) =>
    file.endsWith('.css') || /\/inter-latin(-ext)?-wght-normal-/.test(file);
  const assets = Object.values(manifest as Record<string, ChunkWithAssets>).flatMap((chunk) => [
    ...(chunk.css ?? []),
    ...(chunk.assets ?? []),
  ]);
  return new Set([...entry, ...assets.filter(isShellAsset)]);
}

const icons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/web',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  scope: '/',
  manifest: {
    id: '/',
    name: 'Websy Portal',
    short_name: 'Websy',
    description: 'El portal donde sigues tu proyecto web con la agencia, fase a fase.',
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#4f46e5',
    background_color: '#ffffff',
    icons,
  },
  // The manifest's icons are precached too (includeManifestIcons).
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  injectManifest: {
    globPatterns: ['assets/*.{js,css,woff2}', 'offline.html'],
    globIgnores: ['assets/*.map'],
  },
  integration: {
    // The build manifest says which files are the shell; it is in the output folder by now.
    configureOptions(vite, options) {
      const outDir = path.resolve(vite.root, vite.build.outDir);
      options.injectManifest = {
        ...options.injectManifest,
        manifestTransforms: [
          (entries) => {
            const manifestFile = path.join(outDir, '.vite', 'manifest.json');
            const shell = shellFiles(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest);
            const kept = entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url));
            return Promise.resolve({ manifest: kept, warnings: [] });
          },
        ],
      };
    },
  },
};

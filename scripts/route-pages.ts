/**
 * Route pages: for every screen of the route table, a copy of `index.html` that also preloads
 * the lazy modules and Spanish catalogues that screen needs (`<link rel="modulepreload">`), so a
 * first visit fetches them with the entry instead of after it has run, and, for the routes whose
 * `firstScreen` says so, that screen prerendered inside `<div id="root">` (`prerender.ts`). The
 * server answers each route with its page (src/server/web-static.ts); any other path gets
 * `index.html`. Written in `writeBundle`, before `precompress()` compresses them beside the rest.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { ROUTE_PAGES_FILE, type RoutePage } from '../src/shared/web-build';
import { BOOT_NAMESPACES } from '../src/web/lib/boot-namespaces';
import { initialFiles, type Build, type Manifest, type RouteBudget } from './bundle-budget';
import { NAMESPACES_FILE } from './i18n-namespaces';
import { renderFirstScreens, withFirstScreen } from './prerender';

const PAGES_DIR = 'route-pages';

/** The files a route needs beyond what `index.html` already loads (the entry and its imports). */
export function extraFiles(build: Build, modules: string[]): string[] {
  const entry = new Set(initialFiles(build, []));
  return initialFiles(build, modules).filter((file) => !entry.has(file));
}

/** `index.html` with a modulepreload link for each file, before `</head>`. */
export function withPreloads(html: string, base: string, files: string[]): string {
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`);
  return html.replace('</head>', `${links.join('')}  </head>`);
}

/**
 * `html` with its module scripts and preloads fetched at low priority: for a page whose whole first
 * screen is in the HTML, the stylesheet and the font should have the network first; the scripts
 * only make the screen interactive (and keep what was typed meanwhile, src/web/lib/typed-input.ts).
 */
export function withScriptsAfterPaint(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
}

const assetText = (bundle: Rollup.OutputBundle, name: string) => {
  const asset = bundle[name] as Rollup.OutputAsset | undefined;
  if (!asset || asset.type !== 'asset') throw new Error(`route pages: ${name} is not in the build`);
  return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
};

export function routePages(routes: readonly RouteBudget[]): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'websy-route-pages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      const build: Build = {
        manifest: JSON.parse(assetText(bundle, '.vite/manifest.json')) as Manifest,
        namespaces: JSON.parse(assetText(bundle, NAMESPACES_FILE)) as Build['namespaces'],
        bundledNamespaces: BOOT_NAMESPACES,
      };
      const html = assetText(bundle, 'index.html');
      await mkdir(path.join(outDir, PAGES_DIR), { recursive: true });
      // '(not found)' and other rows without a path of their own get index.html.
      const routed = routes.filter((r) => r.path.startsWith('/'));
      const screens = await renderFirstScreens(root, routed);
      const pages: RoutePage[] = [];
      for (const [i, route] of routed.entries()) {
        const file = `${PAGES_DIR}/${i}.html`;
        const page = withPreloads(html, base, extraFiles(build, route.modules));
        const screen = screens.get(route.path);
        const painted =
          screen === undefined
            ? page
            : withFirstScreen(
                route.firstScreen === 'signed-out' ? withScriptsAfterPaint(page) : page,
                screen,
              );
        await writeFile(path.join(outDir, file), painted);
        pages.push({ path: route.path, file });
      }
      await writeFile(path.join(outDir, ROUTE_PAGES_FILE), JSON.stringify(pages, null, 1));
    },
  };
}

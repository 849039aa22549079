/**
 * Route pages: for every screen of the route table, a copy of `index.html` that also preloads
 * the lazy modules and Spanish catalogues that screen needs (`<link rel="modulepreload">`), so a
 * first visit fetches them with the entry instead of after it has run, and, for the routes whose
 * `firstScreen` says so, that screen prerendered inside `<div id="root">` (`prerender.ts`), which
 * the app hydrates. The
 * server answers each route with its page (src/server/web/route-pages.ts); any other path gets
 * `index.html`. Written in `writeBundle`, before `precompress()` compresses them beside the rest.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { supportedLanguages, type Language } from '../src/shared/i18n/config';
import {
  FIRST_SCREEN_MARKS,
  ROUTE_PAGES_FILE,
  SERVER_RENDERER_FILE,
  type RoutePage,
} from '../src/shared/web-build';
import { BOOT_NAMESPACES } from '../src/web/lib/boot-namespaces';
import { initialFiles, startFiles, type Build, type Manifest, type RouteBudget } from './bundle-budget';
import { NAMESPACES_FILE } from './i18n-namespaces';
import { renderFirstScreens, withFirstScreen } from './prerender';
import { buildServerRenderer } from './server-renderer';

const PAGES_DIR = 'route-pages';

/** The files a route needs in `language` beyond what `index.html` already loads (the entry and its imports). */
export function extraFiles(build: Build, modules: string[], language: Language = 'es'): string[] {
  const entry = new Set(initialFiles(build, []));
  return initialFiles(build, modules, language).filter((file) => !entry.has(file));
}

/**
 * The fetch priority of every script a page loads, and of its preloads. The screen is drawn by
 * the server and painted with the stylesheet and the font alone: no script is needed for the first
 * paint (module scripts never block rendering). At the browser's default, High, the dozens of
 * modules took the connections and the bandwidth of a slow network alongside the stylesheet and
 * the font, so the drawn screen waited for them; at Low the browser fetches the stylesheet and
 * the font first and the scripts right after, the same bytes, ending at about the same time
 * (docs/decisions/0047).
 */
export const SCRIPT_PRIORITY = 'fetchpriority="low"';

/** `index.html` with a modulepreload link for each file, before `</head>`. */
export function withPreloads(html: string, base: string, files: string[]): string {
  const links = files.map(
    (file) => `    <link rel="modulepreload" ${SCRIPT_PRIORITY} crossorigin href="${base}${file}">\n`,
  );
  return html.replace('</head>', `${links.join('')}  </head>`);
}

/**
 * `html` running each file as a module script of its own, after the entry's, before `</head>`:
 * the route's lazy modules and catalogues. Module scripts run, in order, before the document
 * counts as loaded (`DOMContentLoaded`, then `load`), while preloads do not hold it: with those
 * files only preloaded, a page looked loaded 50–340 ms (at 1×) before the app could hydrate it,
 * and a press in that time was lost, React not listening yet. Run as scripts, they are
 * evaluated by the time the entry asks for them, and the app hydrates as the document finishes
 * loading. Painting is not held: module scripts never block rendering.
 */
export function withStartScripts(html: string, base: string, files: string[]): string {
  const scripts = files.map(
    (file) => `    <script type="module" ${SCRIPT_PRIORITY} crossorigin src="${base}${file}"></script>\n`,
  );
  return html.replace('</head>', `${scripts.join('')}  </head>`);
}

/** `index.html` for a route in `language`: its files preloaded, its lazy modules and catalogues run. */
function routeHtml(html: string, base: string, build: Build, modules: string[], language: Language = 'es') {
  const preloaded = withPreloads(html, base, extraFiles(build, modules, language));
  return withStartScripts(preloaded, base, startFiles(build, modules, language));
}

/** The tag Vite writes to load the app's entry chunk. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;
/** The app's stylesheet, as Vite links it (after the entry's modulepreload links). */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="[^"]+">/;

/** The interface font's Latin subset (every letter of es, en and pt), as the build named it. */
const TEXT_FONT = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * `html` fetching the interface font with the page: a screen rendered in full by the server is
 * laid out again when the font arrives late (another font's metrics wrap its text differently),
 * which moves content into view after the first paint (docs/decisions/0046).
 */
export function withFontPreload(html: string, base: string, bundle: Rollup.OutputBundle): string {
  const font = Object.keys(bundle).find((name) => TEXT_FONT.test(name));
  if (!font) throw new Error('route pages: the Latin interface font is not in the build');
  // Right after the stylesheet: a file requested behind the scripts waits for them.
  const link = `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${font}">`;
  const first = STYLESHEET.exec(html);
  if (!first) throw new Error('route pages: the stylesheet link is not in the page');
  return html.replace(first[0], `${first[0]}\n    ${link}`);
}

/**
 * `html` asking for the stylesheet first, and for the scripts at low priority. Vite links it after
 * the dozens of modules the entry imports, and on HTTP/1.1's six connections it waited behind
 * them, holding back the first paint of a screen the server had already drawn. The entry stays
 * the page's module script, right after it: deferring its start until after the first paint was
 * tried, and left the drawn screen dead to presses for longer (React listens from `hydrateRoot`
 * on), so it was dropped. Its fetch starts as early; only its priority is lower
 * (`SCRIPT_PRIORITY`).
 */
export function withPaintFirst(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error("route pages: the entry's script tag is not in index.html");
  const stylesheet = STYLESHEET.exec(html);
  if (!stylesheet) throw new Error("route pages: the app's stylesheet is not in index.html");
  return html
    .replace(stylesheet[0], '')
    .replace(entry[0], `${stylesheet[0]}\n    ${entry[0]}`)
    .replaceAll('<script type="module" crossorigin', `<script type="module" ${SCRIPT_PRIORITY} crossorigin`)
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      `<link rel="modulepreload" ${SCRIPT_PRIORITY} crossorigin`,
    );
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
    // After Vite has written the entry's tags, so index.html and every route page start the same way.
    transformIndexHtml: { order: 'post', handler: withPaintFirst },
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
        const screen = screens.get(route.path);
        const page: RoutePage = { path: route.path, file: `${PAGES_DIR}/${i}.html` };
        if (screen === undefined) {
          await writeFile(path.join(outDir, page.file), routeHtml(html, base, build, route.modules));
          pages.push(page);
          continue;
        }
        // One page per language. A signed-in screen also gets the page the server fills with the
        // screen of the person signed in, its frame marked (docs/decisions/0046).
        page.languages = {};
        if (route.firstScreen === 'pending') page.signedIn = {};
        const [open, close] = FIRST_SCREEN_MARKS;
        for (const language of supportedLanguages) {
          const suffix = language === 'es' ? '' : `.${language}`;
          const preloaded = routeHtml(html, base, build, route.modules, language);
          const file = `${PAGES_DIR}/${i}${suffix}.html`;
          await writeFile(path.join(outDir, file), withFirstScreen(preloaded, screen[language], language));
          page.languages[language] = file;
          if (page.signedIn) {
            const template = withFirstScreen(preloaded, `${open}${screen[language]}${close}`, language);
            const personal = `${PAGES_DIR}/${i}${suffix}.signed-in.html`;
            await writeFile(path.join(outDir, personal), withFontPreload(template, base, bundle));
            page.signedIn[language] = personal;
          }
        }
        pages.push(page);
      }
      await writeFile(path.join(outDir, ROUTE_PAGES_FILE), JSON.stringify(pages, null, 1));
      await buildServerRenderer(root, path.join(outDir, path.dirname(SERVER_RENDERER_FILE)));
    },
  };
}

/**
 * Prerendered first screens (docs/decisions/0020). At build time, every route of the route table
 * with a `firstScreen` gets the markup of its first screen inside `<div id="root">` of its page:
 * the public and sign-in screens as a signed-out visitor sees them, the signed-in routes as the
 * layout's 'Verificando autenticación...' frame. The browser paints it before any script has run,
 * and the app hydrates it (`hydrateRoot`, src/web/main.tsx; docs/decisions/0046).
 *
 * Each screen is rendered in Spanish, English and Portuguese, one page per language; the server
 * answers with the visitor's (src/server/web/page-language.ts). The inline script of index.html still
 * hides the markup (`no-prerender` on <html>) when the language the app will pick is not the
 * page's (`data-prerender-lang`), or the address carries a query the build could not know (a
 * reset token, an error), and the app shows its own loading screen instead.
 *
 * Rendering runs `prerender/first-screen.tsx` in Node through a Vite server in middleware mode:
 * the app's own modules and aliases, and no database or network. Called by `route-pages.ts` while it writes the pages.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { supportedLanguages, type Language } from '../src/shared/i18n/config';
import type { RouteBudget } from './bundle-budget';
import type { renderFirstScreen } from './prerender/first-screen';

type FirstScreenModule = { renderFirstScreen: typeof renderFirstScreen };

const EMPTY_ROOT = '<div id="root"></div>';

const HTML_TAG = '<html lang="es">';

/**
 * `html` with `markup` inside its empty `<div id="root">` (exactly as the app renders it, for
 * hydration), and `<html>` saying which language the markup is in (`lang`, and `data-prerender-lang` for the
 * inline script, which sets `lang` to the visitor's before first paint).
 */
export function withFirstScreen(html: string, markup: string, language: Language): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`prerender: the page has no ${EMPTY_ROOT}`);
  if (!html.includes(HTML_TAG)) throw new Error(`prerender: the page has no ${HTML_TAG}`);
  return html
    .replace(HTML_TAG, () => `<html lang="${language}" data-prerender-lang="${language}">`)
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
}

/** An address the route pattern matches (`/proyectos/detalle/:projectId` → `/proyectos/detalle/_`). */
export const addressOf = (pattern: string) => pattern.replace(/:[^/]+/g, '_');

/** The first screen of every route that has one, by route path, in every language. */
export async function renderFirstScreens(root: string, routes: readonly RouteBudget[]) {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'warn',
    appType: 'custom',
    resolve: { alias: [{ find: '@', replacement: path.join(root, 'src') }] },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = fileURLToPath(new URL('./prerender/first-screen.tsx', import.meta.url));
    const { renderFirstScreen: render } = (await server.ssrLoadModule(entry)) as FirstScreenModule;
    const screens = new Map<string, Record<Language, string>>();
    for (const route of routes) {
      if (!route.firstScreen) continue;
      const markup = {} as Record<Language, string>;
      for (const language of supportedLanguages) {
        const screen = await render(addressOf(route.path), route.firstScreen, language);
        if (screen === null) throw new Error(`prerender: ${route.path} rendered nothing`);
        markup[language] = screen;
      }
      screens.set(route.path, markup);
    }
    return screens;
  } finally {
    await server.close();
  }
}

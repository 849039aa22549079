/**
 * The first screen of a route as static HTML, rendered in Node with the app's real
 * route table, layouts and screens (docs/decisions/0020): React DOM's `renderToString`, React
 * Router's static router, i18next in Spanish with every catalogue loaded synchronously, and a
 * query cache where nobody is signed in, or where the profile of the person signed in is known.
 * Loaded by the build through Vite (`scripts/prerender.ts`) and by its unit test, and built into
 * the server's renderer of signed-in first screens (`scripts/server-renderer.ts`,
 * docs/decisions/0041); never part of the browser bundle.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@/shared/i18n/config';
import type { Profile } from '@/shared/schemas/profile';
import { routes } from '@/web/app/router';
import { AppearanceProvider } from '@/web/lib/appearance';
import { FallbackTimeZoneContext } from '@/web/lib/format-settings';
import { i18n } from '@/web/lib/i18n';
import { createQueryClient, SESSION_QUERY_KEY } from '@/web/lib/query-client';

const catalogues = import.meta.glob<Record<string, unknown>>('../../src/shared/i18n/locales/*/*.json', {
  import: 'default',
  eager: true,
});

/** Every catalogue of `language` in the store, that language selected: `t()` answers without waiting. */
async function selectLanguage(language: Language): Promise<void> {
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const [, lng, namespace] = /\/([a-z]{2})\/([^/]+)\.json$/.exec(file)!;
    if (lng === language) i18n.addResourceBundle(language, namespace!, catalogue, true, true);
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The route id of the router's admin-only layout route (src/web/app/router.tsx). */
const ADMIN_ONLY = 'role-admin';

/**
 * The markup of `path` as the app first paints it for a visitor whose session is still being
 * checked (`session: 'pending'`: the signed-in layout's 'Verificando autenticación...' frame), who
 * is known to be signed out (`'signed-out'`: the public and sign-in screens), or who is signed in
 * as `session` (the server renders signed-in first screens per request, docs/decisions/0041:
 * what the profile alone shows, every other query still loading; dates and the greeting in
 * `timeZone`, the browser's, when it is known). Null when that visitor would be sent elsewhere
 * (a client on an admin screen).
 */
export async function renderFirstScreen(
  path: string,
  session: 'pending' | 'signed-out' | Profile,
  language: Language,
  timeZone?: string,
): Promise<string | null> {
  await selectLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  if (context.errors) throw new Error(`prerender: ${path} failed: ${JSON.stringify(context.errors)}`);
  const signedIn = typeof session === 'object';
  if (signedIn && session.role !== 'admin' && context.matches.some((m) => m.route.id === ADMIN_ONLY))
    return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  if (session !== 'pending') queryClient.setQueryData(SESSION_QUERY_KEY, signedIn ? session : null);
  try {
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <FallbackTimeZoneContext.Provider value={timeZone ?? null}>
          <AppearanceProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppearanceProvider>
        </FallbackTimeZoneContext.Provider>
      </QueryClientProvider>,
    );
  } finally {
    // Drops the cache and its garbage-collection timers, which would keep the build's process alive.
    queryClient.clear();
  }
}

/**
 * The first screen of a route as static HTML, rendered in Node with the app's real
 * route table, layouts and screens (docs/decisions/0020): React DOM's `renderToString`, React
 * Router's static router, i18next in Spanish with every catalogue loaded synchronously, and a
 * query cache where nobody is signed in, or where the profile of the person signed in is known.
 * Loaded by the build through Vite (`scripts/prerender.ts`) and by its unit test, and built into
 * the server's renderer of signed-in first screens (`scripts/server-renderer.ts`,
 * docs/decisions/0041); never part of the browser bundle.
 */
import {
  dehydrate,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
  type Query,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@/shared/i18n/config';
import { QUERY_CACHE } from '@/shared/limits';
import type { Profile } from '@/shared/schemas/profile';
import { routes } from '@/web/app/router';
import { withApiTransport, type ApiTransport } from '@/web/lib/api-client';
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

/** What the renderer needs for one screen: its route matched, ready to render. */
async function routeOf(path: string, session: 'pending' | 'signed-out' | Profile, language: Language) {
  await selectLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  if (context.errors) throw new Error(`prerender: ${path} failed: ${JSON.stringify(context.errors)}`);
  const signedIn = typeof session === 'object';
  if (signedIn && session.role !== 'admin' && context.matches.some((m) => m.route.id === ADMIN_ONLY))
    return null;
  return { router: createStaticRouter(handler.dataRoutes, context), context };
}

type Route = NonNullable<Awaited<ReturnType<typeof routeOf>>>;

function markupOf({ router, context }: Route, queryClient: QueryClient, timeZone: string | undefined) {
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <FallbackTimeZoneContext.Provider value={timeZone ?? null}>
        <AppearanceProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppearanceProvider>
      </FallbackTimeZoneContext.Provider>
    </QueryClientProvider>,
  );
}

/**
 * The markup of `path` as the app first paints it for a visitor whose session is still being
 * checked (`session: 'pending'`: the signed-in layout's 'Verificando autenticación...' frame), who
 * is known to be signed out (`'signed-out'`: the public and sign-in screens), or who is signed in
 * as `session` (what the profile alone shows, every other query still loading; dates and the
 * greeting in `timeZone`, the browser's, when it is known). Null when that visitor would be sent
 * elsewhere (a client on an admin screen).
 */
export async function renderFirstScreen(
  path: string,
  session: 'pending' | 'signed-out' | Profile,
  language: Language,
  timeZone?: string,
): Promise<string | null> {
  const route = await routeOf(path, session, language);
  if (!route) return null;
  const queryClient = createQueryClient();
  if (session !== 'pending')
    queryClient.setQueryData(SESSION_QUERY_KEY, typeof session === 'object' ? session : null);
  try {
    return markupOf(route, queryClient, timeZone);
  } finally {
    // Drops the cache and its garbage-collection timers, which would keep the build's process alive.
    queryClient.clear();
  }
}

/** A GET of our API (`path` with its query string) as the person the screen is for. */
export type ReadApi = (path: string) => Promise<Response>;

/** A signed-in first screen and the data it shows, for the app to start from (decision 0043). */
export interface SignedInScreen {
  markup: string;
  /** The queries the screen shows, as `dehydrate` writes them (the session query left out). */
  queries: DehydratedState;
}

/** Rounds of reads: a query shown once another has answered (a dependent one) gets a second. */
const READ_ROUNDS = 2;

/** The client's requests go to `readApi`: reads of our own API only, nothing else. */
function transportTo(readApi: ReadApi): ApiTransport {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method !== 'GET' || !url.pathname.startsWith('/api/'))
      throw new Error(`first screen: ${request.method} ${url.pathname} is not a read of the API`);
    return readApi(url.pathname + url.search);
  };
}

/** Queries the screen asked for that the server may read (`meta.firstScreen`) and has not yet. */
function readableQueries(queryClient: QueryClient, tried: Set<string>): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled, meta } = query.options as { enabled?: unknown; meta?: { firstScreen?: boolean } };
      return (
        meta?.firstScreen === true &&
        enabled !== false &&
        query.state.status === 'pending' &&
        !tried.has(query.queryHash)
      );
    });
}

/**
 * The signed-in screen of `path` for `profile` (decision 0041) with its data: the queries it shows
 * that read our API alone (`meta.firstScreen`) are read through `readApi`, as that person, and the
 * screen is rendered again with their answers, which go with it (`queries`). A read that fails
 * leaves its part loading, as before: the app asks again. Null for a client on an admin screen.
 */
export async function renderSignedInScreen(
  path: string,
  profile: Profile,
  language: Language,
  { timeZone, readApi }: { timeZone?: string; readApi?: ReadApi } = {},
): Promise<SignedInScreen | null> {
  const route = await routeOf(path, profile, language);
  if (!route) return null;
  // Reads once, no retry, no toast: a failure only leaves that part loading.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: QUERY_CACHE.staleMs, gcTime: Infinity } },
  });
  queryClient.setQueryData(SESSION_QUERY_KEY, profile);
  try {
    let markup = markupOf(route, queryClient, timeZone);
    const tried = new Set<string>();
    for (let round = 0; readApi && round < READ_ROUNDS; round++) {
      const queries = readableQueries(queryClient, tried);
      if (queries.length === 0) break;
      for (const query of queries) tried.add(query.queryHash);
      await withApiTransport(transportTo(readApi), () =>
        Promise.all(
          queries.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)),
        ),
      );
      // A failed read renders as loading again, as it did before it was tried.
      queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
      markup = markupOf(route, queryClient, timeZone);
    }
    const queries = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.queryHash !== JSON.stringify(SESSION_QUERY_KEY),
    });
    return { markup, queries };
  } finally {
    queryClient.clear();
  }
}

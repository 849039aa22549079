/**
 * The first screen of a route as HTML, rendered in Node with the app's real route table,
 * layouts and screens, as the app's tree (`App`) around React Router's static router, so the
 * browser hydrates it (docs/decisions/0046): React DOM's server renderer, an i18next instance of
 * the screen's language with every catalogue loaded, and a query cache where nobody is signed in,
 * or where the profile of the person signed in is known. Loaded by the build through Vite
 * (`scripts/prerender.ts`) and by its unit test, and built into the server's renderer of
 * signed-in first screens (`scripts/server-renderer.ts`); never part of the browser bundle.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { supportedLanguages, type Language } from '@/shared/i18n/config';
import { QUERY_CACHE } from '@/shared/limits';
import type { Profile } from '@/shared/schemas/profile';
import { App } from '@/web/app/app';
import { routes } from '@/web/app/router';
import { setApiTransportSource, type ApiTransport } from '@/web/lib/api-client';
import { tutorialProgressQuery } from '@/web/lib/api/tutorial-progress';
import { browserTimeZone } from '@/web/lib/formatters';
import { i18n } from '@/web/lib/i18n';
import { createQueryClient, SESSION_QUERY_KEY } from '@/web/lib/query-client';

const catalogues = import.meta.glob<Record<string, unknown>>('../../src/shared/i18n/locales/*/*.json', {
  import: 'default',
  eager: true,
});

// Every catalogue of every language in the store: `t()` answers without waiting.
for (const [file, catalogue] of Object.entries(catalogues)) {
  const [, lng, namespace] = /\/([a-z]{2})\/([^/]+)\.json$/.exec(file)!;
  i18n.addResourceBundle(lng!, namespace!, catalogue, true, true);
}

/** One i18next per language, sharing the store: a render never changes another's language. */
const instances = new Map<Language, I18n>(
  supportedLanguages.map((language) => [language, i18n.cloneInstance({ lng: language, initAsync: false })]),
);
const instanceOf = (language: Language) => instances.get(language)!;

/** Each render's reads go to that render's own transport. */
const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransportSource(() => transports.getStore() ?? null);

/** The route id of the router's admin-only layout route (src/web/app/router.tsx). */
const ADMIN_ONLY = 'role-admin';

/** What the renderer needs for one screen: its route matched, ready to render. */
async function routeOf(path: string, session: 'pending' | 'signed-out' | Profile) {
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

/** The text of a stream of HTML. */
async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The markup of the app's tree (src/web/main.tsx renders the same around its browser router),
 * once every lazy part of it has loaded (React's `prerender`: Suspense boundaries are drawn whole,
 * so the browser hydrates them rather than drawing them again). No router data goes with it
 * (`hydrate={false}`): the routes have no loaders, and the data the screens show travels as
 * TanStack Query's dehydrated state.
 */
async function markupOf(
  { router, context }: Route,
  queryClient: QueryClient,
  language: Language,
  timeZone: string | undefined,
  renderedAt?: number,
) {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nextProvider i18n={instanceOf(language)}>
        <App queryClient={queryClient} timeZone={timeZone} renderedAt={renderedAt}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </I18nextProvider>
    </StrictMode>,
    // Every boundary in place, however large: React would otherwise move a large one out of the
    // flow and reveal it with an inline script (which the page's policy does not allow, and a
    // whole page has no need of).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return textOf(prelude);
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
  const route = await routeOf(path, session);
  if (!route) return null;
  const queryClient = createQueryClient();
  if (session !== 'pending')
    queryClient.setQueryData(SESSION_QUERY_KEY, typeof session === 'object' ? session : null);
  try {
    return await markupOf(route, queryClient, language, timeZone);
  } finally {
    // Drops the cache and its garbage-collection timers, which would keep the build's process alive.
    queryClient.clear();
  }
}

/** A GET of our API (`path` with its query string) as the person the screen is for. */
export type ReadApi = (path: string) => Promise<Response>;

/** A signed-in first screen and the data it shows, for the app to hydrate with. */
export interface SignedInScreen {
  markup: string;
  /** The queries the screen shows, as `dehydrate` writes them (the session query left out). */
  queries: DehydratedState;
  /** The time zone its dates are drawn in: the browser's when known, else this process's. */
  timeZone: string;
  /** When it was drawn (ms): its relative times read from then. */
  renderedAt: number;
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

/**
 * What the signed-in shell's own parts read on every screen once the app has started, drawn by
 * the browser only (the guided tours' entry point and auto-start): read with the screen's data and
 * sent with it, so the app does not ask for it right after starting.
 */
const shellQueries = () => [tutorialProgressQuery()];

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
 * The signed-in screen of `path` for `profile` with its data: the queries it shows
 * that read our API alone (`meta.firstScreen`) are read through `readApi`, as that person, and the
 * screen is rendered again with their answers, which go with it (`queries`). A read that fails
 * leaves its part loading, as before: the app asks again. Null for a client on an admin screen.
 */
export async function renderSignedInScreen(
  path: string,
  profile: Profile,
  language: Language,
  { timeZone: browserZone, readApi }: { timeZone?: string; readApi?: ReadApi } = {},
): Promise<SignedInScreen | null> {
  const route = await routeOf(path, profile);
  if (!route) return null;
  // Unknown on a first visit (the app has not said it yet): this process's; the page says which,
  // and the browser hydrates in it before it moves to its own (src/web/app/app.tsx).
  const timeZone = browserZone ?? browserTimeZone();
  // One "now" for the relative times of every round, written into the page for the hydration.
  const renderedAt = Date.now();
  // Reads once, no retry, no toast: a failure only leaves that part loading.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: QUERY_CACHE.staleMs, gcTime: Infinity } },
  });
  queryClient.setQueryData(SESSION_QUERY_KEY, profile);
  try {
    let markup = await markupOf(route, queryClient, language, timeZone, renderedAt);
    const tried = new Set<string>();
    for (let round = 0; readApi && round < READ_ROUNDS; round++) {
      const queries = readableQueries(queryClient, tried);
      // The shell's own reads go with the first round. A screen that shows one of them asked for
      // it too (it is among `queries`), and is drawn again with its answer.
      const shell = round === 0 ? shellQueries() : [];
      if (queries.length === 0 && shell.length === 0) break;
      for (const query of queries) tried.add(query.queryHash);
      await transports.run(transportTo(readApi), () =>
        Promise.all([
          ...queries.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)),
          ...shell.map((options) => queryClient.prefetchQuery({ ...options, retry: false })),
        ]),
      );
      // A failed read renders as loading again, as it did before it was tried.
      queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
      if (queries.length > 0) markup = await markupOf(route, queryClient, language, timeZone, renderedAt);
    }
    const queries = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.queryHash !== JSON.stringify(SESSION_QUERY_KEY),
    });
    return { markup, queries, timeZone, renderedAt };
  } finally {
    queryClient.clear();
  }
}

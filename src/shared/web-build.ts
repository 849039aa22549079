import type { Language } from './i18n/config';

/**
 * Where the web build lists its route pages (written by scripts/route-pages.ts, read by the
 * server's src/server/web-static.ts): `[{ path: '/proyectos/detalle/:projectId', file }]`, each file
 * a copy of index.html that preloads that route's modules.
 */
export const ROUTE_PAGES_FILE = '.vite/route-pages.json';

export interface RoutePage {
  path: string;
  /** The route's page (its first screen in Spanish, when it has one). */
  file: string;
  /** The route's first screen in each language, prerendered at build time (docs/decisions/0046). */
  languages?: Partial<Record<Language, string>>;
  /**
   * For a signed-in screen, by language: the page the server fills with the screen of the person
   * signed in (in place of the frame between `FIRST_SCREEN_MARKS`), hydrated by the app.
   */
  signedIn?: Partial<Record<Language, string>>;
}

/** Around the prerendered frame of a signed-in screen's page (HTML comments: nothing shows). */
export const FIRST_SCREEN_MARKS = ['<!--websy:first-screen-->', '<!--/websy:first-screen-->'] as const;

/**
 * The server's renderer of signed-in first screens, built beside the web app (in a dot folder
 * the static server never serves): `renderSignedInScreen(path, profile, language, options)` of
 * scripts/prerender/first-screen.tsx.
 */
export const SERVER_RENDERER_FILE = '.server/first-screen.mjs';

/**
 * The worker-thread entry that runs that renderer off the server's main thread (docs/decisions/0047):
 * scripts/prerender/render-worker.ts, built beside it.
 */
export const RENDER_WORKER_FILE = '.server/render-worker.mjs';

/**
 * The element of a page rendered for a signed-in person that carries their profile (JSON, which
 * no browser runs): the app starts with it instead of asking who is signed in.
 */
export const SESSION_DATA_ID = 'websy-session';

/**
 * The element of a page rendered for a signed-in person that carries the data its screen shows
 * (JSON, TanStack Query's dehydrated state): the app starts with it instead of asking for it.
 */
export const QUERIES_DATA_ID = 'websy-queries';

/**
 * The element of a page rendered for a signed-in person that says which database snapshot the
 * server took before reading its data (`{"snapshot": "xmin:xmax:xip"}`): the app's first realtime
 * subscription asks the relay for the changes that snapshot did not see (`catch-up`, decisions
 * 0046 and 0050).
 */
export const LIVE_DATA_ID = 'websy-live';

/**
 * The cookie in which the app keeps the browser's time zone (an IANA name, a hint, nothing
 * secret): the server renders a signed-in first screen's greeting and dates in it, as the app's
 * own first render does, so nothing changes when the app takes the screen over.
 */
export const TIME_ZONE_COOKIE = 'websy-tz';

/** A route pattern as a matcher of request paths: `:param` is one non-empty path segment. */
export function routePattern(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

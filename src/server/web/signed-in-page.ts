import type { Context, Hono } from 'hono';
import pLimit from 'p-limit';
import type { Language } from '../../shared/i18n/config';
import type { Profile } from '../../shared/schemas/profile';
import { isValidTimeZone } from '../../shared/domain/calendar';
import { TIME_ZONE_COOKIE } from '../../shared/web-build';
import { cookieValue } from '../auth/resolve-session';
import type { AppEnv } from '../lib/context';
import { negotiateEncoding } from '../lib/content-encoding';
import { compress } from '../lib/compress-json';
import { signedInPage, type SignedInRenderer } from '../web-first-screen';
import type { RoutePages } from './route-pages';
import { send } from './static-files';

/**
 * How many of the render threads' reads of the API run at once, whatever the number of screens
 * being rendered. Each read is a request of this app, holding one of the database pool's
 * connections for its transaction; left unbounded, twenty pages rendering at once sent their
 * reads all together, filled the pool and the event loop's queue, and a person's own request
 * (`GET /api/me`) waited behind them: its p95 rose 2.4–3.9 times over idle in `bench:ssr`, at
 * the same pages per second as with two at once, where it stayed within 1.9 times (decision 0047,
 * addendum of 30 November).
 */
export const RENDER_READS_AT_ONCE = 2;

export interface SignedInPageOptions {
  /**
   * The profile of the person a request's session belongs to (null when none): with it, a
   * signed-in screen's page carries that person's first screen (docs/decisions/0046).
   */
  profileOf?: ((headers: Headers) => Promise<Profile | null>) | undefined;
  /** The render threads that draw those screens (`openSignedInRenderer`), when the build has them. */
  renderer?: SignedInRenderer | null;
  /**
   * How long a signed-in screen may take to render before its frame (the app's loading screen) is
   * sent instead (`SIGNED_IN_RENDER_LIMIT_MS`).
   */
  renderLimitMs: number;
  /**
   * The database's current snapshot (`pg_current_snapshot()` as text), taken before a signed-in
   * screen's data is read: the app's catch-up replays what that snapshot did not see.
   */
  snapshotOf?: (() => Promise<string>) | undefined;
}

/** The browser's time zone as the app keeps it (`TIME_ZONE_COOKIE`), when it names a real one. */
const browserTimeZoneOf = (c: Context<AppEnv>): string | undefined => {
  const zone = cookieValue(c.req.header('cookie') ?? '', TIME_ZONE_COOKIE);
  return zone && isValidTimeZone(zone) ? zone : undefined;
};

/**
 * The signed-in screen of the person whose session the request carries, as the HTML of its page,
 * or null (no session, no renderer, too slow, failed): the frame page is sent instead.
 */
export function signedInPages(
  app: Hono<AppEnv>,
  { profileOf, renderer = null, renderLimitMs, snapshotOf }: SignedInPageOptions,
) {
  const readTurn = pLimit(RENDER_READS_AT_ONCE);
  return async (c: Context<AppEnv>, route: RoutePages, language: Language): Promise<string | null> => {
    const template = route.signedIn[language];
    if (!template || !renderer || !profileOf) return null;
    try {
      // Before any read (the profile's included): a change the snapshot did not see is caught up.
      const read = snapshotOf ? { snapshot: await snapshotOf() } : null;
      const profile = await profileOf(c.req.raw.headers);
      if (!profile) return null;
      // The screen's reads go through this app, with the request's own cookies: what the person
      // may read, under the same session check and row-level security as from the browser. They
      // take turns with other screens' reads (`RENDER_READS_AT_ONCE`); one whose screen is no
      // longer wanted when its turn comes (too slow, sent as its frame) is not run.
      const cookie = c.req.header('cookie') ?? '';
      const unwanted = new AbortController();
      const readApi = (apiPath: string) =>
        readTurn(() => {
          unwanted.signal.throwIfAborted();
          return app.request(apiPath, { headers: { cookie, 'accept-language': language } });
        });
      const address = c.req.path + new URL(c.req.url).search;
      const rendered = renderer.render(address, profile, language, {
        timeZone: browserTimeZoneOf(c),
        readApi,
        signal: unwanted.signal,
      });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), renderLimitMs);
      });
      const screen = await Promise.race([rendered, late]).finally(() => clearTimeout(timer));
      if (screen === 'late') {
        rendered.catch(() => undefined);
        unwanted.abort();
        c.get('log')?.warn({ path: c.req.path, limitMs: renderLimitMs }, 'signed-in first screen too slow');
        return null;
      }
      return screen === null ? null : signedInPage(template, screen, profile, read);
    } catch (error) {
      // The frame page still works: the app checks the session and renders the screen itself.
      c.get('log')?.warn({ err: error, path: c.req.path }, 'signed-in first screen not rendered');
      return null;
    }
  };
}

/** Sends one person's page: compressed per request, never kept by a shared cache. */
export async function sendSignedInPage(c: Context<AppEnv>, html: string) {
  const headers: Record<string, string> = {
    vary: 'Accept-Encoding, Accept-Language, Cookie',
    // One person's screen: never kept by a shared cache, nor reused without asking.
    'cache-control': 'private, no-store',
    'content-type': 'text/html; charset=utf-8',
  };
  const encoding = negotiateEncoding(c.req.header('accept-encoding'));
  const raw = Buffer.from(html, 'utf8');
  const body = encoding ? await compress(raw, encoding) : raw;
  if (encoding) headers['content-encoding'] = encoding;
  return send(c, new Uint8Array(body), headers);
}

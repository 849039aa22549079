import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from './lib/context';
import { negotiateEncoding, type ContentEncoding } from './lib/content-encoding';
import { compress } from './lib/compress-json';
import { inlineScriptHashes, webPolicy } from './lib/content-security-policy';
import { cookieValue } from './auth/resolve-session';
import { matchLanguage, supportedLanguages, type Language } from '../shared/i18n/config';
import type { Profile } from '../shared/schemas/profile';
import { isValidTimeZone } from '../shared/domain/calendar';
import { ROUTE_PAGES_FILE, routePattern, TIME_ZONE_COOKIE, type RoutePage } from '../shared/web-build';
import {
  signedInPage,
  signedInTemplate,
  type SignedInRenderer,
  type SignedInTemplate,
} from './web-first-screen';

/** Suffixes of the files the build precompresses beside each text asset (scripts/precompress.ts). */
const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
const TEXT_TYPE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files a browser must revalidate on every use: the service worker, its manifest, the offline page. */
const REVALIDATE = new Set(['/sw.js', '/manifest.webmanifest', '/offline.html']);

type Bytes = Uint8Array<ArrayBuffer>;
type Variants = { identity: Bytes } & Partial<Record<ContentEncoding, Bytes>>;

function readVariants(file: string): Variants {
  const variants: Variants = { identity: new Uint8Array(readFileSync(file)) };
  for (const [encoding, suffix] of Object.entries(SUFFIX) as [ContentEncoding, string][]) {
    if (existsSync(file + suffix)) variants[encoding] = new Uint8Array(readFileSync(file + suffix));
  }
  return variants;
}

/** A path under the web root, or null for anything that could escape it or reach a dotfile. */
function fileOf(webRoot: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /(^|\/)\./.test(decoded)) return null;
  const file = path.join(webRoot, decoded);
  return file.startsWith(webRoot + path.sep) ? file : null;
}

const readBytes = async (file: string): Promise<Bytes> => new Uint8Array(await readFile(file));

function send(c: Context<AppEnv>, body: Bytes, headers: Record<string, string>) {
  return c.body(body, 200, { ...headers, 'content-length': String(body.length) });
}

/**
 * The build's Content-Security-Policy: its pages' inline scripts (the theme and language script of
 * index.html, which every route page repeats, and the offline page's) allowed by their hashes.
 * Sent with every file of the build, not only pages: a worker (/sw.js, the PDF reader's) runs
 * under the policy of its own script's answer.
 */
function policyOf(pages: readonly Page[], root: string, imageSources: readonly string[]): string {
  const html = readdirSync(root).filter((name) => name.endsWith('.html'));
  const sources = [
    ...pages.map((page) => page.variants.identity),
    ...html.map((name) => new Uint8Array(readFileSync(path.join(root, name)))),
  ];
  const hashes = new Set(sources.flatMap((bytes) => inlineScriptHashes(Buffer.from(bytes).toString('utf8'))));
  return webPolicy([...hashes].sort(), imageSources);
}

/**
 * Serves the built SPA. Text files go out as the brotli or gzip file the build wrote beside them
 * (chosen by Accept-Encoding, `Vary: Accept-Encoding`); nothing is compressed per request. Hashed
 * assets are cached forever; every other path gets index.html (`no-cache`, with an ETag), or, for
 * a route of the app, its route page: the same HTML preloading that screen's modules.
 */
interface Page {
  variants: Variants;
  tag: string;
}

function readPage(file: string): Page {
  const variants = readVariants(file);
  const tag = `"${createHash('sha256').update(variants.identity).digest('base64url').slice(0, 27)}"`;
  return { variants, tag };
}

/** A route's pages, by language. */
interface RoutePages {
  path: string;
  match: RegExp;
  page: Page;
  languages: Partial<Record<Language, Page>>;
  /** A signed-in screen's pages cut where the person's screen goes (docs/decisions/0046). */
  signedIn: Partial<Record<Language, SignedInTemplate>>;
}

const readAll = (root: string, files: Partial<Record<Language, string>> = {}) =>
  Object.fromEntries(
    Object.entries(files).map(([language, file]) => [language, readPage(path.join(root, file))]),
  ) as Partial<Record<Language, Page>>;

/** Each route's pages (index.html preloading that route's modules), when the build wrote them. */
function readRoutePages(root: string): RoutePages[] {
  const list = path.join(root, ROUTE_PAGES_FILE);
  if (!existsSync(list)) return [];
  return (JSON.parse(readFileSync(list, 'utf8')) as RoutePage[]).map((route) => {
    const signedIn: RoutePages['signedIn'] = {};
    for (const [language, file] of Object.entries(route.signedIn ?? {})) {
      const template = signedInTemplate(readFileSync(path.join(root, file), 'utf8'));
      if (template) signedIn[language as Language] = template;
    }
    return {
      path: route.path,
      match: routePattern(route.path),
      page: readPage(path.join(root, route.file)),
      languages: readAll(root, route.languages),
      signedIn,
    };
  });
}

/** The cookie in which the web app keeps the language it shows (src/web/lib/i18n.ts). */
export const LANGUAGE_COOKIE = 'i18next';
/** The auth library's session cookie, with or without the `__Secure-` prefix it takes behind TLS. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * The language a page is prerendered in for this request: the one the web app last showed (its
 * cookie), else the browser's first supported one (Accept-Language, as the app's detector reads
 * `navigator.languages`), else Spanish. The inline script of the page still hides the markup when
 * the app would pick another (a language kept only in the browser's storage).
 */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = cookieHeader ? cookieValue(cookieHeader, LANGUAGE_COOKIE) : null;
  const base = chosen?.slice(0, 2).toLowerCase();
  const kept = supportedLanguages.find((language) => language === base);
  return kept ?? matchLanguage(acceptLanguage);
}

/** The page for a request to a route, in the visitor's language. */
function pageFor(route: RoutePages, language: Language) {
  return route.languages[language] ?? route.page;
}

/** A signed-in screen not rendered by then is answered with its frame (the app's loading screen). */
export const SIGNED_IN_RENDER_LIMIT_MS = 2_000;

export function serveWeb(
  app: Hono<AppEnv>,
  webRoot: string,
  {
    imageSources = [] as readonly string[],
    /**
     * The profile of the person a request's session belongs to (null when none): with it, a
     * signed-in screen's page carries that person's first screen (docs/decisions/0046).
     */
    profileOf = undefined as ((headers: Headers) => Promise<Profile | null>) | undefined,
    /** The render threads that draw those screens (`openSignedInRenderer`), when the build has them. */
    renderer = null as SignedInRenderer | null,
    /** How long a signed-in screen may take to render before its frame is sent instead. */
    renderLimitMs = SIGNED_IN_RENDER_LIMIT_MS,
    /**
     * The database's current snapshot (`pg_current_snapshot()` as text), taken before a signed-in
     * screen's data is read: the app's catch-up replays what that snapshot did not see.
     */
    snapshotOf = undefined as (() => Promise<string>) | undefined,
  } = {},
) {
  const root = path.resolve(webRoot);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`web build missing: ${indexFile}`);
  const index = readPage(indexFile);
  const routes = readRoutePages(root);
  const pages = routes.flatMap((r) => [r.page, ...Object.values(r.languages)]);
  const policy = policyOf([index, ...pages], root, imageSources);
  app.use('*', async (c, next) => {
    await next();
    if (!c.req.path.startsWith('/api/')) c.res.headers.set('content-security-policy', policy);
  });

  /** The browser's time zone as the app keeps it (`TIME_ZONE_COOKIE`), when it names a real one. */
  const browserTimeZoneOf = (c: Context<AppEnv>): string | undefined => {
    const zone = cookieValue(c.req.header('cookie') ?? '', TIME_ZONE_COOKIE);
    return zone && isValidTimeZone(zone) ? zone : undefined;
  };

  /** The signed-in screen of the person whose session the request carries, or null. */
  const personalPage = async (c: Context<AppEnv>, route: RoutePages, language: Language) => {
    const template = route.signedIn[language];
    if (!template || !renderer || !profileOf) return null;
    try {
      // Before any read (the profile's included): a change the snapshot did not see is caught up.
      const read = snapshotOf ? { snapshot: await snapshotOf() } : null;
      const profile = await profileOf(c.req.raw.headers);
      if (!profile) return null;
      // The screen's reads go through this app, with the request's own cookies: what the person
      // may read, under the same session check and row-level security as from the browser.
      const cookie = c.req.header('cookie') ?? '';
      const readApi = (apiPath: string) =>
        Promise.resolve(app.request(apiPath, { headers: { cookie, 'accept-language': language } }));
      const address = c.req.path + new URL(c.req.url).search;
      const unwanted = new AbortController();
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

  const sendPersonal = async (c: Context<AppEnv>, html: string) => {
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
  };

  const sendPage = async (c: Context<AppEnv>) => {
    const route = routes.find((r) => r.match.test(c.req.path));
    const cookieHeader = c.req.header('cookie');
    const language = pageLanguage(cookieHeader, c.req.header('accept-language'));
    const signedIn = cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
    if (route && signedIn) {
      const personal = await personalPage(c, route, language);
      if (personal !== null) return sendPersonal(c, personal);
    }
    const { variants: page, tag: pageTag } = route ? pageFor(route, language) : index;
    // A prerendered route's page depends on the visitor's language and session cookie.
    const prerendered = route !== undefined && Object.keys(route.languages).length > 0;
    const vary = prerendered ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding';
    const headers = { vary, 'cache-control': 'no-cache', etag: pageTag };
    if (c.req.header('if-none-match') === pageTag) return c.body(null, 304, headers);
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    const body = (encoding && page[encoding]) || page.identity;
    return send(c, body, {
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      ...(body !== page.identity && { 'content-encoding': encoding! }),
    });
  };

  // HEAD requests are answered by these GET handlers (Hono drops the body, keeps the headers).
  app.get('*', async (c) => {
    const requestPath = c.req.path;
    if (requestPath === '/' || requestPath === '/index.html') return sendPage(c);
    const file = fileOf(root, requestPath);
    const found = file ? await stat(file).catch(() => null) : null;
    if (!file || !found?.isFile()) {
      // A missing asset or file is a 404, never the page: a stale chunk must fail as a chunk.
      if (requestPath.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(requestPath)) return c.notFound();
      return sendPage(c);
    }
    const type = getMimeType(file) ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'content-type': type };
    if (requestPath.startsWith('/assets/')) headers['cache-control'] = IMMUTABLE;
    if (REVALIDATE.has(requestPath)) headers['cache-control'] = 'no-cache';
    let body: Bytes | undefined;
    if (TEXT_TYPE.test(type)) {
      headers.vary = 'Accept-Encoding';
      const encoding = negotiateEncoding(c.req.header('accept-encoding'));
      body = encoding ? await readBytes(file + SUFFIX[encoding]).catch(() => undefined) : undefined;
      if (body) headers['content-encoding'] = encoding!;
    }
    return send(c, body ?? (await readBytes(file)), headers);
  });
}

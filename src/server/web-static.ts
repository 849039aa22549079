import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './lib/context';
import { negotiateEncoding } from './lib/content-encoding';
import { buildPolicy } from './web/build-policy';
import { pageLanguage } from './web/page-language';
import { pageFor, readPage, readRoutePages } from './web/route-pages';
import { sendSignedInPage, signedInPages, type SignedInPageOptions } from './web/signed-in-page';
import { send, sendFile } from './web/static-files';

/** The auth library's session cookie, with or without the `__Secure-` prefix it takes behind TLS. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Serves the built SPA: its files (./web/static-files.ts), and for every other path index.html
 * (`no-cache`, with an ETag), or, for a route of the app, its route page: the same HTML
 * preloading that screen's modules, prerendered in the visitor's language (./web/page-language.ts),
 * or with a signed-in person's own first screen (./web/signed-in-page.ts). Every answer of the
 * build carries its Content-Security-Policy (./web/build-policy.ts).
 */
export function serveWeb(
  app: Hono<AppEnv>,
  webRoot: string,
  { imageSources = [], ...signedIn }: { imageSources?: readonly string[] } & SignedInPageOptions,
) {
  const root = path.resolve(webRoot);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`web build missing: ${indexFile}`);
  const index = readPage(indexFile);
  const routes = readRoutePages(root);
  const pages = routes.flatMap((r) => [r.page, ...Object.values(r.languages)]);
  const policy = buildPolicy([index, ...pages], root, imageSources);
  app.use('*', async (c, next) => {
    await next();
    if (!c.req.path.startsWith('/api/')) c.res.headers.set('content-security-policy', policy);
  });
  const personalPage = signedInPages(app, signedIn);

  const sendPage = async (c: Context<AppEnv>) => {
    const route = routes.find((r) => r.match.test(c.req.path));
    const cookieHeader = c.req.header('cookie');
    const language = pageLanguage(cookieHeader, c.req.header('accept-language'));
    const signedInRequest = cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
    if (route && signedInRequest) {
      const personal = await personalPage(c, route, language);
      if (personal !== null) return sendSignedInPage(c, personal);
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
    const file = await sendFile(c, root);
    if (file) return file;
    // A missing asset or file is a 404, never the page: a stale chunk must fail as a chunk.
    if (requestPath.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(requestPath)) return c.notFound();
    return sendPage(c);
  });
}

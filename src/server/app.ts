import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { AppError } from '../shared/errors';
import { createSessionCookieCheck, createSessionResolver } from './auth/resolve-session';
import { getMe } from './modules/me/get-me';
import { compressJson } from './lib/compress-json';
import type { AppEnv, Deps } from './lib/context';
import { handleError } from './lib/error-handler';
import { currentSnapshot } from './realtime/database-snapshot';
import { requestDeadline } from './lib/request-deadline';
import { buildOpenApiDocument } from './modules/docs/build-openapi-document';
import { docsRoutes } from './modules/docs/routes';
import { serveWeb } from './web-static';
import type { SignedInRenderer } from './web-first-screen';
import { allowedOriginsOf } from './http/allowed-origins';
import { createApiRoutes } from './http/api-routes';
import { authProxy } from './http/auth-proxy';
import { callerFromSession } from './http/caller-from-session';
import { callerFromToken } from './http/caller-from-token';
import { refuseCrossOrigin } from './http/cross-origin';
import { isClientPaced, limitRequestBodies } from './http/request-bodies';
import { requestContext } from './http/request-context';
import { defaultContentSecurityPolicy, securityHeaders } from './http/security-headers';
import { refuseViewAuthWrites, refuseViewWrites } from './http/view-as-read-only';
import { limitWrites } from './http/write-rate-limit';

export { allowedOriginsOf } from './http/allowed-origins';
export { createApiRoutes } from './http/api-routes';
/** The web app's Hono RPC types (`AppType` and one `XApi` per module). */
export type * from './http/rpc-types';

/**
 * The composition root: every request goes through these middlewares, in this order, then the
 * API's modules, the API reference, and (with a web build) the web app's files and pages.
 */
export function createApp(
  deps: Deps,
  options: {
    webRoot?: string;
    signedInRenderer?: SignedInRenderer | null;
  } = {},
) {
  const app = new Hono<AppEnv>();
  const allowedOrigins = allowedOriginsOf(deps);

  app.use('*', requestId());
  app.use('*', requestContext(deps));
  app.use('*', securityHeaders(deps.baseURL));
  app.use('*', defaultContentSecurityPolicy());
  app.onError(handleError);
  // JSON answers of 1 KiB or more go out compressed (static files are precompressed at build).
  app.use('/api/*', compressJson({ threshold: 1024 }));
  // A database that does not answer never holds a request: 503 CONNECTION past the deadline. A
  // body sent at the client's pace (a file upload, a message to the assistant) is not cut by it.
  app.use('/api/*', requestDeadline(deps.config.requestDeadlineSeconds * 1000, { exempt: isClientPaced }));
  // A bearer token (decision 0055) is resolved first: its caller, its scope for this operation,
  // its own limit. It is no ambient credential, so the cross-origin checks pass it by.
  app.use('/api/*', callerFromToken(deps, createSessionCookieCheck(deps.auth)));
  app.use('/api/*', ...refuseCrossOrigin(allowedOrigins));
  app.use('/api/*', limitRequestBodies());
  const resolveSession = createSessionResolver(deps.auth, deps.db);
  // A "view as client" session reads only (docs/decisions/0054), the auth library's endpoints included.
  app.use('/api/auth/*', refuseViewAuthWrites(resolveSession));
  app.on(['GET', 'POST'], '/api/auth/*', authProxy(deps));
  app.use('/api/*', callerFromSession(resolveSession));
  app.use('/api/*', refuseViewWrites());
  app.use('/api/*', limitWrites(deps));

  const api = createApiRoutes();
  app.route('/', api);
  app.route(
    '/api',
    docsRoutes(() => buildOpenApiDocument(api, deps)),
  );
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND');
  });

  // GitHub's profile pictures come from its own origin when it is not github.com's https one.
  const githubOrigin = new URL(deps.config.integrations.githubApiUrl).origin;
  if (options.webRoot) {
    serveWeb(app, options.webRoot, {
      imageSources: githubOrigin.startsWith('https:') ? [] : [githubOrigin],
      // Signed-in screens come with the person's own first screen (decision 0046): the same
      // session check and profile as GET /api/me.
      profileOf: async (headers) => {
        const session = await resolveSession(headers);
        return session ? getMe(deps.db, session.caller) : null;
      },
      renderer: options.signedInRenderer ?? null,
      renderLimitMs: deps.config.signedInRenderLimitMs,
      snapshotOf: () => currentSnapshot(deps.db),
    });
  }
  return app;
}

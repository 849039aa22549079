import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { AppError } from '../../shared/errors';
import type { AppEnv } from '../lib/context';

/** Methods that change state: refused across origins, counted against the writes limit. */
export const UNSAFE_METHOD = /^(POST|PUT|PATCH|DELETE)$/;

/**
 * Cross-origin state-changing requests are refused, whatever their content type. A request
 * authenticated by an API token (./caller-from-token.ts, which runs first and refuses a token
 * that comes with a session cookie) carries no ambient credential: no page can forge it, so
 * neither check applies to it.
 */
export function refuseCrossOrigin(allowedOrigins: string[]): MiddlewareHandler<AppEnv>[] {
  const checkCsrf = csrf({ origin: allowedOrigins });
  const csrfUnlessToken: MiddlewareHandler<AppEnv> = async (c, next) =>
    c.get('apiTokenId') ? next() : checkCsrf(c, next);
  const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (UNSAFE_METHOD.test(c.req.method) && !c.get('apiTokenId')) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if ((origin && !allowedOrigins.includes(origin)) || site === 'cross-site') {
        throw new AppError('PERMISSION', { message: 'api:crossOrigin' });
      }
    }
    await next();
  };
  return [csrfUnlessToken, sameOrigin];
}

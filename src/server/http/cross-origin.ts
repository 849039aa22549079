import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { AppError } from '../../shared/errors';
import type { AppEnv } from '../lib/context';

/** Methods that change state: refused across origins, counted against the writes limit. */
export const UNSAFE_METHOD = /^(POST|PUT|PATCH|DELETE)$/;

/** Cross-origin state-changing requests are refused, whatever their content type. */
export function refuseCrossOrigin(allowedOrigins: string[]): MiddlewareHandler<AppEnv>[] {
  const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (UNSAFE_METHOD.test(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if ((origin && !allowedOrigins.includes(origin)) || site === 'cross-site') {
        throw new AppError('PERMISSION', { message: 'api:crossOrigin' });
      }
    }
    await next();
  };
  return [csrf({ origin: allowedOrigins }), sameOrigin];
}

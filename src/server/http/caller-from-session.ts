import type { MiddlewareHandler } from 'hono';
import type { ResolvedSession } from '../auth/resolve-session';
import type { AppEnv } from '../lib/context';

/** Resolves the caller once per request from the session cookie (none: the caller stays null). */
export function callerFromSession(
  resolveSession: (headers: Headers) => Promise<ResolvedSession | null>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await resolveSession(c.req.raw.headers);
    if (session) {
      c.set('caller', session.caller);
      c.set('sessionId', session.sessionId);
    }
    await next();
  };
}

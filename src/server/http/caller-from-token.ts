import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { AppError } from '../../shared/errors';
import type { AppEnv, Deps } from '../lib/context';
import { secondsToWait } from '../lib/rate-limits';
import { findTokenCaller } from '../modules/api-tokens/find-token-caller';
import { requestAddress } from '../lib/request-address';
import { operationScopes } from './token-scopes';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The operation a request reaches as the OpenAPI document names it (`GET /api/projects/{id}`):
 * the first route of a method (not a middleware) that matched, or null when none did.
 */
export function operationOf(c: Context<AppEnv>): string | null {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const route = matchedRoutes(c).find((r) => r.method === method && r.path.startsWith('/api/'));
  if (!route) return null;
  return `${method} ${route.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}')}`;
}

/**
 * `Authorization: Bearer wsp_…` (decision 0055): the token's owner becomes the caller, with the
 * same row-level security as their session, on the operations its scopes cover
 * (./token-scopes.ts); any other operation is refused with 403 TOKEN_SCOPE before it runs. An
 * unknown, expired or revoked token, or one whose owner is deactivated: 401 TOKEN_INVALID. Each
 * token has its own request limit (429 with Retry-After). A request that brings both a bearer
 * token and a session cookie is refused: it is one or the other.
 */
export function callerFromToken(
  deps: Deps,
  hasSessionCookie: (headers: Headers) => Promise<boolean>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header || !/^bearer\b/i.test(header)) return next();
    if (await hasSessionCookie(c.req.raw.headers))
      throw new AppError('BAD_REQUEST', { message: 'apiTokens:errors.withSession' });
    const presented = BEARER.exec(header)?.[1] ?? '';
    const found = await findTokenCaller(deps.db, presented, requestAddress(c));
    if (!found) throw new AppError('TOKEN_INVALID');
    try {
      await deps.rateLimits.tokens.consume(found.tokenId);
    } catch (rejection) {
      const seconds = secondsToWait(rejection);
      if (seconds === null) throw rejection;
      throw new AppError('RATE_LIMITED', { message: 'apiTokens:errors.rateLimited', params: { seconds } });
    }
    const operation = operationOf(c);
    const scope = operation ? operationScopes[operation] : undefined;
    if (!scope) throw new AppError('TOKEN_SCOPE', { message: 'apiTokens:errors.sessionOnly' });
    if (!found.scopes.includes(scope))
      throw new AppError('TOKEN_SCOPE', { message: 'apiTokens:errors.scopeMissing', params: { scope } });
    c.set('caller', found.caller);
    c.set('apiTokenId', found.tokenId);
    await next();
  };
}

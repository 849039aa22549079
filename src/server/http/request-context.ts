import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../lib/context';
import { languageFromHeader, translator } from '../lib/i18n';

/**
 * What every handler reads from its context: the dependencies, the caller's language and its
 * translator, a log line tagged with the request id; no caller until the session is resolved.
 */
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const lang = languageFromHeader(c.req.header('accept-language'));
    c.set('deps', deps);
    c.set('lang', lang);
    c.set('t', translator(lang));
    c.set('caller', null);
    c.set('sessionId', null);
    c.set('log', deps.logger.child({ reqId: c.get('requestId') }));
    await next();
  };
}

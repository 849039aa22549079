import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../shared/errors';
import type { AppEnv, Deps } from '../lib/context';
import { secondsToWait } from '../lib/rate-limits';
import { UNSAFE_METHOD } from './cross-origin';

/** Writes per person (docs/product.md#security): past the limit, 429 with the seconds to wait (Retry-After). */
export function limitWrites(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.get('caller');
    if (caller && UNSAFE_METHOD.test(c.req.method)) {
      try {
        await deps.rateLimits.writes.consume(caller.id);
      } catch (rejection) {
        const seconds = secondsToWait(rejection);
        if (seconds === null) throw rejection;
        throw new AppError('RATE_LIMITED', { message: 'api:tooManyWrites', params: { seconds } });
      }
    }
    await next();
  };
}

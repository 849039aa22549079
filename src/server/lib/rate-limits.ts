import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config';
import type { Database } from '../db/client';

/**
 * The portal's own limits (docs/product.md#security), kept in PostgreSQL so every instance counts together
 * (rate-limiter-flexible on `portal_rate_limits`, drizzle/0030). The auth library limits requests per
 * address itself; these add a limit per person.
 */
export interface RateLimits {
  /** Writes per signed-in user per window. */
  writes: RateLimiterPostgres;
  /** Failed password sign-ins per account: at the limit the account is locked for the window. */
  signInFailures: RateLimiterPostgres;
  /** Requests per API token per window (decision 0055). */
  tokens: RateLimiterPostgres;
}

export function createRateLimits(config: Config, db: Database): RateLimits {
  const store = {
    storeClient: db.$client,
    storeType: 'pool',
    tableName: 'portal_rate_limits',
    tableCreated: true,
  };
  return {
    writes: new RateLimiterPostgres({
      ...store,
      keyPrefix: 'writes',
      points: config.writeRateLimit.max,
      duration: config.writeRateLimit.windowSeconds,
    }),
    signInFailures: new RateLimiterPostgres({
      ...store,
      keyPrefix: 'sign-in-failures',
      points: config.signInLockout.failures,
      duration: config.signInLockout.seconds,
    }),
    tokens: new RateLimiterPostgres({
      ...store,
      keyPrefix: 'api-tokens',
      points: config.tokenRateLimit.max,
      duration: config.tokenRateLimit.windowSeconds,
    }),
  };
}

/** Seconds until `rejection` lifts (at least 1), or null when it is not a limiter's refusal. */
export function secondsToWait(rejection: unknown): number | null {
  if (!(rejection instanceof RateLimiterRes)) return null;
  return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
}

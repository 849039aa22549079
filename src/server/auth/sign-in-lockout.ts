import { APIError } from 'better-auth/api';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { secondsToWait } from '../lib/rate-limits';

/**
 * The per-account sign-in lockout (docs/product.md#security), beside the auth library's limit per address: after
 * `SIGN_IN_LOCKOUT_FAILURES` wrong passwords for one account within `SIGN_IN_LOCKOUT_SECONDS`,
 * that account refuses password sign-ins until the window ends, from any address. A right
 * password clears the count. The count is rate-limiter-flexible's, in PostgreSQL.
 */
export function accountKey(email: unknown): string | null {
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
}

/** Throws the auth library's 429 (with Retry-After) when the account is locked. */
export async function refuseLockedAccount(limiter: RateLimiterPostgres, key: string): Promise<void> {
  const state = await limiter.get(key);
  if (!state || state.remainingPoints > 0) return;
  const seconds = secondsToWait(state) ?? 1;
  throw new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: 'ACCOUNT_TEMPORARILY_LOCKED',
      message: 'Too many failed sign-ins for this account. Try again later.',
    },
    { 'Retry-After': String(seconds) },
  );
}

/** Counts a wrong password; true when this failure locked the account. */
export async function countFailure(limiter: RateLimiterPostgres, key: string): Promise<boolean> {
  try {
    const state = await limiter.consume(key);
    return state.remainingPoints === 0;
  } catch (rejection) {
    if (secondsToWait(rejection) === null) throw rejection;
    return false;
  }
}

export async function clearFailures(limiter: RateLimiterPostgres, key: string): Promise<void> {
  await limiter.delete(key);
}

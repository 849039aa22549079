import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Caller } from '../../../db/client';
import { AppError } from '../../../../shared/errors';

/** Counts one message against the caller's limit: 429 with the seconds to wait when over it. */
export async function limitRequests(limiter: RateLimiterPostgres, caller: Caller): Promise<void> {
  try {
    await limiter.consume(caller.id);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw new AppError('RATE_LIMITED', {
      message: 'assistant:errors.rateLimited',
      params: { seconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) },
    });
  }
}

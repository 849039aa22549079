import { ERROR_BOUNDARY } from '@/shared/limits';

/**
 * Delay before the error boundary's automatic retry number `attempt` (0-based):
 * 1 s × 2^attempt, capped at 10 s (docs/product.md#lifecycles, #limits).
 */
export function retryDelay(attempt: number): number {
  const safe = Math.max(0, Math.floor(attempt));
  return Math.min(ERROR_BOUNDARY.baseDelayMs * 2 ** safe, ERROR_BOUNDARY.maxDelayMs);
}

/** Whether another automatic or manual retry is allowed after `retriesDone` retries. */
export function canRetry(retriesDone: number): boolean {
  return retriesDone < ERROR_BOUNDARY.maxRetries;
}

/** A short id the user can quote to support, e.g. `ERR-LX3K9P-4F2A`. */
export function createErrorId(now: number = Date.now(), random: () => number = Math.random): string {
  const time = now.toString(36).toUpperCase().slice(-6);
  const rand = Math.floor(random() * 36 ** 4)
    .toString(36)
    .toUpperCase()
    .padStart(4, '0');
  return `ERR-${time}-${rand}`;
}

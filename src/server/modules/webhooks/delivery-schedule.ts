/**
 * When a failed delivery is tried again (decision 0056; the schedule of the Standard Webhooks
 * reference implementation, bounded to a day): the first attempt at once, then retries 5 s,
 * 5 min, 30 min, 2 h, 5 h and 10 h after the attempt before, and a last one 24 h after the
 * delivery was queued. Eight attempts in all; after the eighth the delivery has failed.
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000] as const;
/** The last attempt goes this long after the delivery was queued. */
export const RETRY_SPAN_MS = 86_400_000;
/** The first attempt, one per delay, and the last at RETRY_SPAN_MS. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 2;

/**
 * The time of the next attempt after `attemptsMade` failed ones, the last made at `lastAttemptAt`;
 * null when the schedule is spent. No retry goes later than the last one (queued + 24 h).
 */
export function nextAttemptAt(queuedAt: Date, attemptsMade: number, lastAttemptAt: Date): Date | null {
  if (attemptsMade < 1 || attemptsMade >= MAX_ATTEMPTS) return attemptsMade < 1 ? lastAttemptAt : null;
  const last = queuedAt.getTime() + RETRY_SPAN_MS;
  const delay = RETRY_DELAYS_MS[attemptsMade - 1];
  if (delay === undefined) return new Date(Math.max(last, lastAttemptAt.getTime()));
  return new Date(Math.min(lastAttemptAt.getTime() + delay, last));
}

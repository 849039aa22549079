import type { ReportPeriod } from '../../../shared/schemas/reports';

const DAY_MS = 86_400_000;
/** Scheduled reports go out at 07:00 UTC, like the weekly notification summary. */
const SEND_HOUR_UTC = 7;

/**
 * When a schedule next runs: the first 07:00 UTC after `after` (a new schedule), then every 7 days
 * (weekly) or on the same day of the next month (monthly), counted from the run just claimed.
 */
export function firstRunAfter(after: Date): Date {
  const at = new Date(after);
  at.setUTCHours(SEND_HOUR_UTC, 0, 0, 0);
  return at > after ? at : new Date(at.getTime() + DAY_MS);
}

export function nextRunAfter(period: ReportPeriod, run: Date, now: Date): Date {
  let next = new Date(run);
  while (next <= now) {
    next =
      period === 'weekly'
        ? new Date(next.getTime() + 7 * DAY_MS)
        : new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), SEND_HOUR_UTC));
  }
  return next;
}

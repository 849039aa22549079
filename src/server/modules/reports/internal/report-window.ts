import { REPORT_PERIOD_DAYS, type ReportPeriod } from '../../../../shared/schemas/reports';
import { todayUtc } from '../../../lib/dates';

const DAY_MS = 86_400_000;

/** The report's window: the last 7 or 30 days ending `now`, and the same as UTC dates (for due dates). */
export function reportWindow(period: ReportPeriod, now: Date) {
  const from = new Date(now.getTime() - REPORT_PERIOD_DAYS[period] * DAY_MS);
  return { from, to: now, fromDate: todayUtc(from), toDate: todayUtc(now) };
}
export type ReportWindow = ReturnType<typeof reportWindow>;

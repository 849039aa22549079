import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportsApi } from '@/server/app';
import type { ReportPeriod } from '@/shared/schemas/reports';
import { rpcClient, unwrap } from '@/web/lib/api-client';
import { i18n } from '@/web/lib/i18n';

/** Typed RPC client (Hono) of the reports module, with the options of `lib/api-client.ts`. */
const reportsApi = rpcClient<ReportsApi>('/api');

/** GET /api/reports: the weekly or monthly report, as row-level security lets the viewer see it. */
export async function getReport(period: ReportPeriod, signal?: AbortSignal) {
  return unwrap(reportsApi.reports.$get({ query: { period } }, { init: { signal: signal ?? null } }));
}

/** Under 'tasks': a task event (created, completed, moved) refreshes the figures. */
export const reportKeys = { report: (period: ReportPeriod) => ['tasks', 'report', period] as const };

export const reportQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: reportKeys.report(period),
    queryFn: ({ signal }) => getReport(period, signal),
    // The page shows its own error with a retry.
    meta: { operation: i18n.t('reportsPage:title'), silent: true },
    placeholderData: keepPreviousData,
  });

export function useReport(period: ReportPeriod) {
  return useQuery(reportQueryOptions(period));
}

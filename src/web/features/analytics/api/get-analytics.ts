import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { insightsApi, operation, type Analytics } from './client';
import { analyticsKeys } from './query-keys';

/** GET /api/analytics (admins): projects by status and month, technologies, tasks, revenue. */
export async function getAnalytics(signal?: AbortSignal): Promise<Analytics> {
  return unwrap(insightsApi.analytics.$get({}, { init: { signal: signal ?? null } }));
}

export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.dashboard(),
    queryFn: ({ signal }) => getAnalytics(signal),
    meta: { operation: operation('load') },
  });

export function useAnalytics() {
  return useQuery(analyticsQueryOptions());
}

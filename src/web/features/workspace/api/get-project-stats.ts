import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { operation, projectsApi } from './client';
import { workspaceKeys } from './query-keys';

/** GET /api/projects/stats: counts of the projects the caller may see. */
export async function getProjectStats(signal?: AbortSignal) {
  return unwrap(projectsApi.stats.$get({}, { init: { signal: signal ?? null } }));
}

export type ProjectStats = Awaited<ReturnType<typeof getProjectStats>>;

export const projectStatsQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.projectStats,
    queryFn: ({ signal }) => getProjectStats(signal),
    meta: { operation: operation('loadStats'), silent: true },
  });

export function useProjectStats() {
  return useQuery(projectStatsQueryOptions());
}

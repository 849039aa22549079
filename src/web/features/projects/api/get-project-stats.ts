import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { operation, projectsClient } from './client';
import { PROJECT_LIST_STALE_MS } from '@/web/lib/api/list-projects';
import { projectKeys } from './query-keys';

/** Counts by status and approval, active, created this month, average progress. */
export type ProjectStats = InferResponseType<typeof projectsClient.stats.$get, 200>;

/** GET /api/projects/stats. */
export function getProjectStats(signal?: AbortSignal): Promise<ProjectStats> {
  return unwrap(projectsClient.stats.$get(undefined, withSignal(signal)));
}

export const projectStatsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.stats(),
    queryFn: ({ signal }) => getProjectStats(signal),
    staleTime: PROJECT_LIST_STALE_MS,
    meta: { operation: operation('loadProjects') },
  });

export function useProjectStats() {
  return useQuery(projectStatsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ProjectsApi } from '@/server/app';
import { rpcClient, unwrap, withSignal } from '../api-client';
import type { AppMeta } from '../query-client';
import { PROJECT_LIST_STALE_MS, projectListKeys } from './list-projects';

const projectsClient = rpcClient<ProjectsApi>('/api/projects');

/** Counts by status and approval, active, created this month, average progress. */
export type ProjectStats = InferResponseType<typeof projectsClient.stats.$get, 200>;

/** The stats' key: under 'projects', refreshed with the list by every project change. */
export const projectStatsKey = [...projectListKeys.all, 'stats'] as const;

/** GET /api/projects/stats: counts of the projects the caller may see. */
export function getProjectStats(signal?: AbortSignal): Promise<ProjectStats> {
  return unwrap(projectsClient.stats.$get(undefined, withSignal(signal)));
}

/** One cached copy for every screen that shows the counts; `meta` names the screen's operation. */
export const projectStatsQueryOptions = (meta?: AppMeta) =>
  queryOptions({
    queryKey: projectStatsKey,
    queryFn: ({ signal }) => getProjectStats(signal),
    staleTime: PROJECT_LIST_STALE_MS,
    meta,
  });

export function useProjectStats(meta?: AppMeta) {
  return useQuery(projectStatsQueryOptions(meta));
}

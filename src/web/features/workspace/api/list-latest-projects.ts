import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { operation, projectsApi } from './client';
import { workspaceKeys } from './query-keys';

/** GET /api/projects?limit=…: the caller's most recently updated projects (clients: their own). */
export async function listLatestProjects(limit: number, signal?: AbortSignal) {
  const { projects, total } = await unwrap(
    projectsApi.index.$get(
      { query: { limit: String(limit), sort: 'updated_at', order: 'desc' } },
      { init: { signal: signal ?? null } },
    ),
  );
  return { projects, total };
}

export type LatestProject = Awaited<ReturnType<typeof listLatestProjects>>['projects'][number];

export const latestProjectsQueryOptions = (limit = 5) =>
  queryOptions({
    queryKey: workspaceKeys.latestProjects(limit),
    queryFn: ({ signal }) => listLatestProjects(limit, signal),
    meta: { operation: operation('loadProjects'), silent: true },
  });

export function useLatestProjects(limit = 5) {
  return useQuery(latestProjectsQueryOptions(limit));
}

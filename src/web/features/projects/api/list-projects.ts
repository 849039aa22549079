import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectList } from '@/shared/schemas/projects';
import { unwrap } from '@/web/lib/api-client';
import { operation, projectsClient, withSignal } from './client';
import { PROJECT_LIST_STALE_MS, projectKeys, type ProjectsQuery } from './query-keys';

export type { ProjectsQuery };

/** GET /api/projects: filters, sort and page → { projects, total, page, limit, totalPages }. */
export function listProjects(query: ProjectsQuery, signal?: AbortSignal): Promise<ProjectList> {
  return unwrap(projectsClient.index.$get({ query }, withSignal(signal)));
}

export const projectsQueryOptions = (query: ProjectsQuery) =>
  queryOptions({
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => listProjects(query, signal),
    staleTime: PROJECT_LIST_STALE_MS,
    placeholderData: keepPreviousData,
    meta: { operation: operation('loadProjects'), firstScreen: true },
  });

export function useProjects(query: ProjectsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...projectsQueryOptions(query), enabled });
}

/** How many projects the signed-in user sees (the header's "N proyectos"). */
export const projectCountQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.count(),
    queryFn: ({ signal }) => listProjects({ limit: 1 }, signal).then((list) => list.total),
    staleTime: PROJECT_LIST_STALE_MS,
    meta: { silent: true, firstScreen: true },
  });

/** `undefined` while loading; the number of projects the signed-in user sees afterwards. */
export function useProjectCount(): number | undefined {
  return useQuery(projectCountQueryOptions()).data;
}

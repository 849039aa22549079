import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  listProjects,
  PROJECT_LIST_STALE_MS,
  projectListQueryOptions,
  type ProjectsQuery,
} from '@/web/lib/api/list-projects';
import { operation } from './client';
import { projectKeys } from './query-keys';

/** GET /api/projects (`lib/api/list-projects.ts`): the list screens, drawn on the first screen. */
export const projectsQueryOptions = (query: ProjectsQuery) =>
  queryOptions({
    ...projectListQueryOptions(query, { operation: operation('loadProjects'), firstScreen: true }),
    placeholderData: keepPreviousData,
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

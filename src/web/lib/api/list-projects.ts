import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProjectsApi } from '@/server/app';
import type { listProjectsQuerySchema, ProjectList } from '@/shared/schemas/projects';
import { rpcClient, unwrap, withSignal } from '../api-client';
import type { AppMeta } from '../query-client';

/** GET /api/projects: the projects the caller may see (clients: their own). */
const projectsClient = rpcClient<ProjectsApi>('/api/projects');

/** The query of GET /api/projects (any field may be left out: the server has defaults). */
export type ProjectsQuery = Partial<z.output<typeof listProjectsQuerySchema>>;

/**
 * Keys of the project list, the projects feature's own: one cache entry per query, whichever
 * screen asks. Under 'projects', which every project, phase, task, comment and file change
 * refreshes (`realtime-invalidation.ts`).
 */
export const projectListKeys = {
  all: ['projects'] as const,
  lists: () => [...projectListKeys.all, 'list'] as const,
  list: (query: ProjectsQuery) => [...projectListKeys.lists(), query] as const,
};

/** docs/product.md#limits: the project list is cached for 2 minutes. */
export const PROJECT_LIST_STALE_MS = 2 * 60_000;

/** GET /api/projects: filters, sort and page → { projects, total, page, limit, totalPages }. */
export function listProjects(query: ProjectsQuery, signal?: AbortSignal): Promise<ProjectList> {
  return unwrap(projectsClient.index.$get({ query }, withSignal(signal)));
}

/** The list of `query`; `meta` names the screen's operation for the error toast. */
export const projectListQueryOptions = (query: ProjectsQuery, meta?: AppMeta) =>
  queryOptions({
    queryKey: projectListKeys.list(query),
    queryFn: ({ signal }) => listProjects(query, signal),
    staleTime: PROJECT_LIST_STALE_MS,
    meta,
  });

export interface ProjectListOptions<T> {
  enabled?: boolean;
  /** What the screen takes of the list (a picker's options); the cache keeps the whole list. */
  select?: (list: ProjectList) => T;
  /** Keep showing the previous query's list while the next one loads (search as you type). */
  keepPrevious?: boolean;
  meta?: AppMeta;
}

/** One cached project list for every screen: the same query is read once, whoever asks. */
export function useProjectList<T = ProjectList>(
  query: ProjectsQuery,
  { enabled = true, select, keepPrevious = false, meta }: ProjectListOptions<T> = {},
) {
  return useQuery({
    ...projectListQueryOptions(query, meta),
    enabled,
    select,
    ...(keepPrevious && { placeholderData: keepPreviousData }),
  });
}

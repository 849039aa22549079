import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@/shared/schemas/projects';
import { unwrap } from '@/web/lib/api-client';
import { operation, projectsClient, withSignal } from './client';
import { projectOptionKeys } from './query-keys';

/** A project as the picker lists it: its owner's name (or e-mail) in place of the owner. */
export type ProjectOption = Pick<Project, 'id' | 'name' | 'progress'> & { owner: string | null };

const LIMIT = 100;

/**
 * The admin's project picker: GET /api/projects by name (first 100 matches). A picker of its
 * own: the projects feature's list is not imported across features.
 */
export async function listProjectOptions(
  search: string,
  signal?: AbortSignal,
): Promise<{ options: ProjectOption[]; total: number }> {
  const list = await unwrap(
    projectsClient.index.$get(
      { query: { search: search.trim() || undefined, sort: 'name', order: 'asc', limit: LIMIT } },
      withSignal(signal),
    ),
  );
  return {
    total: list.total,
    options: list.projects.map((p) => ({
      id: p.id,
      name: p.name,
      owner: p.owner?.full_name || p.owner?.email || null,
      progress: p.progress,
    })),
  };
}

export const projectOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: projectOptionKeys.list(search.trim()),
    queryFn: ({ signal }) => listProjectOptions(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 2 * 60_000,
    meta: { operation: operation('loadProjects') },
  });

export function useProjectOptions(search: string) {
  return useQuery(projectOptionsQueryOptions(search));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { projectsClient } from './client';
import { projectKeys } from './query-keys';

/** GET /api/projects/{id}: the project with `fases` and `progressHistory`. */
export async function getProject(id: string, signal?: AbortSignal): Promise<ProjectDetail> {
  const { project } = await unwrap(projectsClient[':id'].$get({ param: { id } }, withSignal(signal)));
  return project;
}

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => getProject(id, signal),
    // The page shows its own not-found and failure states. The server reads it for the project's
    // page (decision 0046): its tabs and phases come drawn, ready to be pressed.
    meta: { silent: true, firstScreen: true },
  });

/** `enabled: false` keeps what is cached without ever refetching it (e.g. while it is deleted). */
export function useProject(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...projectQueryOptions(id), enabled });
}

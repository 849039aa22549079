import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { projectsClient } from './client';
import { projectKeys } from './query-keys';

/** Answer of get_project_progress: phases and tasks done, and the percentage. */
export type ProjectProgress = InferResponseType<(typeof projectsClient)[':id']['progress']['$get'], 200>;

/** GET /api/projects/{id}/progress. */
export function getProjectProgress(id: string, signal?: AbortSignal): Promise<ProjectProgress> {
  return unwrap(projectsClient[':id'].progress.$get({ param: { id } }, withSignal(signal)));
}

export const projectProgressQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.progress(id),
    queryFn: ({ signal }) => getProjectProgress(id, signal),
    // Shown once the project is in: the server's second round of reads (decision 0046).
    meta: { silent: true, firstScreen: true },
  });

export function useProjectProgress(id: string) {
  return useQuery(projectProgressQueryOptions(id));
}

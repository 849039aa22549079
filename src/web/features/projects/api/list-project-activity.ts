import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { operation, projectsClient } from './client';
import { projectKeys } from './query-keys';

/**
 * One entry of project_activity_log: `description` is the Spanish text written when it happened;
 * `metadata.i18n` holds its key and values.
 */
export type ActivityEntry = InferResponseType<
  (typeof projectsClient)[':id']['activity']['$get'],
  200
>['activity'][number];

/** GET /api/projects/{id}/activity, newest first. */
export async function listProjectActivity(id: string, signal?: AbortSignal): Promise<ActivityEntry[]> {
  const { activity } = await unwrap(
    projectsClient[':id'].activity.$get({ param: { id }, query: { limit: 50 } }, withSignal(signal)),
  );
  return activity;
}

export const projectActivityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.activity(id),
    queryFn: ({ signal }) => listProjectActivity(id, signal),
    meta: { operation: operation('loadActivity') },
  });

export function useProjectActivity(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...projectActivityQueryOptions(id), enabled });
}

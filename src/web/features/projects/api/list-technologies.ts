import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { projectsClient } from './client';
import { PROJECT_LIST_STALE_MS } from '@/web/lib/api/list-projects';
import { projectKeys } from './query-keys';

export type TechnologyCount = InferResponseType<
  typeof projectsClient.technologies.$get,
  200
>['technologies'][number];

/** GET /api/projects/technologies: technologies of the visible projects, with counts. */
export async function listTechnologies(signal?: AbortSignal): Promise<TechnologyCount[]> {
  const { technologies } = await unwrap(projectsClient.technologies.$get(undefined, withSignal(signal)));
  return technologies;
}

export const technologiesQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.technologies(),
    queryFn: ({ signal }) => listTechnologies(signal),
    staleTime: PROJECT_LIST_STALE_MS,
    meta: { silent: true },
  });

export function useTechnologies() {
  return useQuery(technologiesQueryOptions());
}

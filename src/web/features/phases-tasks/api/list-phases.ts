import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Phase } from '@/shared/schemas/phases-tasks';
import { unwrap } from '@/web/lib/api-client';
import { operation, phasesClient, timed } from './client';
import { phaseKeys } from './query-keys';

/** GET /api/phases[?project_id]: phases of every visible project (or one), by order. */
export async function listPhases(projectId?: string, signal?: AbortSignal): Promise<Phase[]> {
  const { phases } = await timed(
    (options) => unwrap(phasesClient.phases.$get({ query: { project_id: projectId } }, options)),
    signal,
  );
  return phases;
}

export const phasesQueryOptions = (projectId?: string) =>
  queryOptions({
    queryKey: phaseKeys.list(projectId),
    queryFn: ({ signal }) => listPhases(projectId, signal),
    meta: { operation: operation('loadPhases') },
  });

export function usePhases(projectId?: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...phasesQueryOptions(projectId), enabled });
}

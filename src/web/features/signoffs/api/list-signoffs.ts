import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Signoff } from '@/shared/schemas/signoffs';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { signoffKeys, signoffsClient } from './client';

/** GET /api/projects/{id}/signoffs: every round of every phase, newest first (members only). */
export async function listSignoffs(projectId: string, signal?: AbortSignal): Promise<Signoff[]> {
  return unwrap(
    signoffsClient.projects[':id'].signoffs.$get({ param: { id: projectId } }, withSignal(signal)),
  );
}

export const signoffsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: signoffKeys.list(projectId),
    queryFn: ({ signal }) => listSignoffs(projectId, signal),
    // The card shows its own error state with a retry. The server reads it for the project's page
    // (decision 0046): the section comes drawn at its size, its buttons ready to be pressed.
    meta: { silent: true, firstScreen: true },
  });

export function useSignoffs(projectId: string) {
  return useQuery(signoffsQueryOptions(projectId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberList } from '@/shared/schemas/members';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { membersClient, operation } from './client';
import { projectKeys } from './query-keys';

/** GET /api/projects/{id}/members: the owner, then the collaborators (members only). */
export function listProjectMembers(id: string, signal?: AbortSignal): Promise<MemberList> {
  return unwrap(membersClient.projects[':id'].members.$get({ param: { id } }, withSignal(signal)));
}

export const projectMembersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.members(id),
    queryFn: ({ signal }) => listProjectMembers(id, signal),
    // The server reads it for the project's page (decision 0046): the card comes drawn at its
    // size, and nothing below it moves under a finger when the list arrives.
    meta: { operation: operation('loadMembers'), firstScreen: true },
  });

export function useProjectMembers(id: string) {
  return useQuery(projectMembersQueryOptions(id));
}

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
    meta: { operation: operation('loadMembers') },
  });

export function useProjectMembers(id: string) {
  return useQuery(projectMembersQueryOptions(id));
}

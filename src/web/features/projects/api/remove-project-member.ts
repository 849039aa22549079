import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapEmpty } from '@/web/lib/api-client';
import { membersClient, operation } from './client';
import { projectKeys } from './query-keys';

/** DELETE /api/projects/{id}/members/{userId}: the owner or an admin removes; a collaborator leaves. */
export function removeProjectMember({ projectId, userId }: { projectId: string; userId: string }) {
  return unwrapEmpty(
    membersClient.projects[':id'].members[':userId'].$delete({ param: { id: projectId, userId } }),
  );
}

export function useRemoveProjectMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProjectMember,
    meta: { operation: operation('removeMember') },
    onSuccess: (_done, { projectId }) => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.members(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectMember } from '@/shared/schemas/members';
import { unwrap } from '@/web/lib/api-client';
import { membersClient } from './client';
import { projectKeys } from './query-keys';

/** POST /api/projects/{id}/members: add a colleague by the e-mail of their account. */
export async function addProjectMember({
  projectId,
  email,
}: {
  projectId: string;
  email: string;
}): Promise<ProjectMember> {
  const { member } = await unwrap(
    membersClient.projects[':id'].members.$post({ param: { id: projectId }, json: { email } }),
  );
  return member;
}

export function useAddProjectMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProjectMember,
    // The dialog shows the error on its form: no toast.
    meta: { silent: true },
    onSuccess: (_member, { projectId }) => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.members(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '@/shared/schemas/projects';
import { unwrap } from '@/web/lib/api-client';
import { projectsClient } from './client';
import { approvalKeys, projectKeys } from './query-keys';

/** POST /api/projects/{id}/approval-request (create_project_approval_request): the owner asks again. */
export async function requestApproval({
  id,
  requestNotes,
}: {
  id: string;
  requestNotes?: string;
}): Promise<Project> {
  const { project } = await unwrap(
    projectsClient[':id']['approval-request'].$post({
      param: { id },
      json: { request_notes: requestNotes?.trim() || undefined },
    }),
  );
  return project;
}

export function useRequestApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestApproval,
    // The dialog shows the error under its notes (or as its general message): no toast.
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}

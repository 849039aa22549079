import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '@/shared/schemas/projects';
import type { DecisionInput } from './approve-project';
import { unwrap } from '@/web/lib/api-client';
import { projectsClient } from './client';
import { approvalKeys, projectKeys } from './query-keys';

/** POST /api/projects/{id}/reject (reject_project) with optional admin notes. */
export async function rejectProject({ id, admin_notes }: DecisionInput): Promise<Project> {
  const { project } = await unwrap(
    projectsClient[':id'].reject.$post({
      param: { id },
      json: { admin_notes: admin_notes?.trim() || undefined },
    }),
  );
  return project;
}

export function useRejectProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectProject,
    // The dialog shows the error under its notes (or as its general message): no toast.
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '@/shared/schemas/projects';
import { unwrap } from '@/web/lib/api-client';
import { operation, projectsClient } from './client';
import { approvalKeys, projectKeys } from './query-keys';

export interface DecisionInput {
  id: string;
  adminNotes?: string;
}

/** POST /api/projects/{id}/approve (approve_project) with optional admin notes. */
export async function approveProject({ id, adminNotes }: DecisionInput): Promise<Project> {
  const { project } = await unwrap(
    projectsClient[':id'].approve.$post({
      param: { id },
      json: { admin_notes: adminNotes?.trim() || undefined },
    }),
  );
  return project;
}

export function useApproveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveProject,
    meta: { operation: operation('approveProject') },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}

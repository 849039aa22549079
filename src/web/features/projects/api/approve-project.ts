import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { notesSchema, Project } from '@/shared/schemas/projects';
import { unwrap } from '@/web/lib/api-client';
import { projectsClient } from './client';
import { approvalKeys, projectKeys } from './query-keys';

/** The project and the optional notes of POST /api/projects/{id}/approve and /reject. */
export type DecisionInput = { id: string } & z.input<typeof notesSchema>;

/** POST /api/projects/{id}/approve (approve_project) with optional admin notes. */
export async function approveProject({ id, admin_notes }: DecisionInput): Promise<Project> {
  const { project } = await unwrap(
    projectsClient[':id'].approve.$post({
      param: { id },
      json: { admin_notes: admin_notes?.trim() || undefined },
    }),
  );
  return project;
}

export function useApproveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveProject,
    // The dialog shows the error under its notes (or as its general message): no toast.
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}

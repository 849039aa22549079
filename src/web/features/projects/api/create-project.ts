import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectInput, Project } from '@/shared/schemas/projects';
import { unwrap } from '@/web/lib/api-client';
import { projectsClient } from './client';
import { approvalKeys, projectKeys } from './query-keys';

/** POST /api/projects: pending for a client, approved at once for an admin (docs/product.md#lifecycles). */
export async function createProject(input: CreateProjectInput): Promise<Project> {
  const { project } = await unwrap(projectsClient.index.$post({ json: input }));
  return project;
}

/** The form shows validation errors on its fields: no toast from the cache. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}

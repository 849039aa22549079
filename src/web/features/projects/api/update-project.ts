import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, UpdateProjectInput } from '@/shared/schemas/projects';
import { unwrap } from '@/web/lib/api-client';
import { versionConflictOf } from '@/web/lib/version-conflict';
import { operation, projectsClient } from './client';
import { projectKeys } from './query-keys';

/** PATCH /api/projects/{id}: owners change descriptive fields; admins also status. */
export async function updateProject({
  id,
  input,
}: {
  id: string;
  input: UpdateProjectInput;
}): Promise<Project> {
  const { project } = await unwrap(projectsClient[':id'].$patch({ param: { id }, json: input }));
  return project;
}

/** `silent` when the caller shows the error itself (a form, a version conflict). */
export function useUpdateProject({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    meta: silent ? { silent: true } : { operation: operation('updateProject') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    // Someone changed the project meanwhile: show it as it is now.
    onError: (error) =>
      versionConflictOf(error) && queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

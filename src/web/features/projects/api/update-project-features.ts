import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProject } from './update-project';
import { versionConflictOf } from '@/web/lib/version-conflict';
import { projectKeys } from './query-keys';

/**
 * PATCH /api/projects/{id} with the whole features list (funcionalidades): added, removed and
 * reordered at once, with the version the dialog was opened on. The dialog shows a failure itself ('Error al agregar funcionalidades').
 */
export function useUpdateProjectFeatures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      funcionalidades,
      version,
    }: {
      id: string;
      funcionalidades: string[];
      version: number;
    }) => updateProject({ id, input: { funcionalidades, version } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    // Someone else changed the project meanwhile (409, decision 0038): the dialog says so, and the
    // project reloads so that saving again starts from their version.
    onError: (error) => {
      if (versionConflictOf(error)) void queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProject } from './update-project';
import { projectKeys } from './query-keys';

/**
 * PATCH /api/projects/{id} with the whole features list (funcionalidades): added, removed and
 * reordered at once. The dialog shows a failure itself ('Error al agregar funcionalidades').
 */
export function useUpdateProjectFeatures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, funcionalidades }: { id: string; funcionalidades: string[] }) =>
      updateProject({ id, input: { funcionalidades } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

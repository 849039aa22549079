import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapEmpty } from '@/web/lib/api-client';
import { operation, tasksClient, timed } from './client';
import { taskKeys } from './query-keys';

/** DELETE /api/tasks/{id}/dependencies/{dependsOnId}. */
export function removeDependency({
  taskId,
  dependsOn,
}: {
  taskId: string;
  dependsOn: string;
}): Promise<void> {
  return timed((options) =>
    unwrapEmpty(
      tasksClient[':id'].dependencies[':dependsOnId'].$delete(
        { param: { id: taskId, dependsOnId: dependsOn } },
        options,
      ),
    ),
  );
}

export function useRemoveDependency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDependency,
    meta: { operation: operation('removeDependency') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapEmpty } from '@/web/lib/api-client';
import { operation, tasksClient, timed } from './client';
import { invalidatePhasesAndTasks } from './invalidate';

/** DELETE /api/tasks/{id} (admins). */
export function deleteTask(taskId: string): Promise<void> {
  return timed((options) => unwrapEmpty(tasksClient[':id'].$delete({ param: { id: taskId } }, options)));
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    meta: { operation: operation('deleteTask') },
    onSuccess: () => invalidatePhasesAndTasks(queryClient),
  });
}

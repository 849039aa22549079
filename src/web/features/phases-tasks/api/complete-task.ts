import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@/shared/schemas/phases-tasks';
import { unwrap } from '@/web/lib/api-client';
import { versionConflictOf } from '@/web/lib/version-conflict';
import { tasksClient, timed } from './client';
import { invalidatePhasesAndTasks } from './invalidate';

/** POST /api/tasks/{id}/complete with completion_percentage (default 100). */
export async function completeTask({
  taskId,
  completion,
  version,
}: {
  taskId: string;
  completion: number;
  /** The version of the task as shown; a stale one answers 409 VERSION_CONFLICT. */
  version?: number;
}): Promise<Task> {
  const { task } = await timed((options) =>
    unwrap(
      tasksClient[':id'].complete.$post(
        { param: { id: taskId }, json: { completion_percentage: completion, version } },
        options,
      ),
    ),
  );
  return task;
}

export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTask,
    // The dialog shows the error on its form: no toast.
    meta: { silent: true },
    onSuccess: () => invalidatePhasesAndTasks(queryClient),
    // Someone changed the task meanwhile: show it as it is now.
    onError: (error) => versionConflictOf(error) && invalidatePhasesAndTasks(queryClient),
  });
}

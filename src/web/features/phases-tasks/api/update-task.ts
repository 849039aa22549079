import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Task, updateTaskSchema } from '@/shared/schemas/phases-tasks';
import { unwrap } from '@/web/lib/api-client';
import { versionConflictOf } from '@/web/lib/version-conflict';
import { tasksClient, timed } from './client';
import { invalidatePhasesAndTasks } from './invalidate';

export type UpdateTaskValues = z.output<typeof updateTaskSchema>;

/** PATCH /api/tasks/{id} (admins): edit or assign. */
export async function updateTask({
  taskId,
  input,
}: {
  taskId: string;
  input: UpdateTaskValues;
}): Promise<Task> {
  const { task } = await timed((options) =>
    unwrap(tasksClient[':id'].$patch({ param: { id: taskId }, json: input }, options)),
  );
  return task;
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    meta: { silent: true },
    onSuccess: () => invalidatePhasesAndTasks(queryClient),
    // Someone changed it meanwhile: show it as it is now.
    onError: (error) => versionConflictOf(error) && invalidatePhasesAndTasks(queryClient),
  });
}

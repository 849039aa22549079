import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createTaskSchema, Task } from '@/shared/schemas/phases-tasks';
import { unwrap } from '@/web/lib/api-client';
import { tasksClient, timed } from './client';
import { invalidatePhasesAndTasks } from './invalidate';

export type CreateTaskValues = z.output<typeof createTaskSchema>;

/** POST /api/tasks (admins): pending, priority medium unless chosen. */
export async function createTask(input: CreateTaskValues): Promise<Task> {
  const { task } = await timed((options) => unwrap(tasksClient.index.$post({ json: input }, options)));
  return task;
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    meta: { silent: true },
    onSuccess: () => invalidatePhasesAndTasks(queryClient),
  });
}

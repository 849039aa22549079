import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { tasksClient, timed } from './client';
import type { TaskComment } from './list-task-comments';
import { taskKeys } from './query-keys';

/** POST /api/tasks/{id}/comments: anyone who sees the task's project may comment, as themselves. */
export async function createTaskComment({
  taskId,
  comment,
}: {
  taskId: string;
  comment: string;
}): Promise<TaskComment> {
  const { comment: saved } = await timed((options) =>
    unwrap(tasksClient[':id'].comments.$post({ param: { id: taskId }, json: { comment } }, options)),
  );
  return saved;
}

export function useCreateTaskComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTaskComment,
    // The dialog shows the error on its form: no toast.
    meta: { silent: true },
    onSuccess: (_saved, { taskId }) => queryClient.invalidateQueries({ queryKey: taskKeys.comments(taskId) }),
  });
}

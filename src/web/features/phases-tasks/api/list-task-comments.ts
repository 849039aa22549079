import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { unwrap } from '@/web/lib/api-client';
import { operation, tasksClient, timed } from './client';
import { taskKeys } from './query-keys';

/** A comment on a task, oldest first. */
export type TaskComment = InferResponseType<
  (typeof tasksClient)[':id']['comments']['$get'],
  200
>['comments'][number];

/** GET /api/tasks/{id}/comments. */
export async function listTaskComments(taskId: string, signal?: AbortSignal): Promise<TaskComment[]> {
  const { comments } = await timed(
    (options) => unwrap(tasksClient[':id'].comments.$get({ param: { id: taskId } }, options)),
    signal,
  );
  return comments;
}

export const taskCommentsQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: taskKeys.comments(taskId),
    queryFn: ({ signal }) => listTaskComments(taskId, signal),
    meta: { operation: operation('loadTaskComments') },
  });

export function useTaskComments(taskId: string | null) {
  return useQuery({ ...taskCommentsQueryOptions(taskId ?? ''), enabled: taskId !== null });
}

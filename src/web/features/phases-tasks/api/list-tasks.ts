import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Task } from '@/shared/schemas/phases-tasks';
import { unwrap } from '@/web/lib/api-client';
import { operation, tasksClient, timed } from './client';
import { taskKeys } from './query-keys';

/** The server's largest page: one request covers a project (or a client's whole portfolio). */
const PAGE = 200;

/** GET /api/tasks[?project_id]: the visible tasks. */
export async function listTasks(projectId?: string, signal?: AbortSignal): Promise<Task[]> {
  const { tasks } = await timed(
    (options) => unwrap(tasksClient.index.$get({ query: { project_id: projectId, limit: PAGE } }, options)),
    signal,
  );
  return tasks;
}

export const tasksQueryOptions = (projectId?: string) =>
  queryOptions({
    queryKey: taskKeys.list(projectId),
    queryFn: ({ signal }) => listTasks(projectId, signal),
    meta: { operation: operation('loadTasks') },
  });

export function useTasks(projectId?: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tasksQueryOptions(projectId), enabled });
}

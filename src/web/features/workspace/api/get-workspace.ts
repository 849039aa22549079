import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { operation, workspaceApi } from './client';
import { workspaceKeys } from './query-keys';

/** GET /api/workspace: the caller's active projects, tasks due this week and recent activity. */
export async function getWorkspace(signal?: AbortSignal) {
  return unwrap(workspaceApi.workspace.$get({}, { init: { signal: signal ?? null } }));
}

export type Workspace = Awaited<ReturnType<typeof getWorkspace>>;
export type WorkspaceProject = Workspace['projects'][number];
export type WorkspaceTask = Workspace['tasks_due'][number];
export type WorkspaceActivity = Workspace['activity'][number];

export const workspaceQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.workspace,
    queryFn: ({ signal }) => getWorkspace(signal),
    // Each block shows its own error with a retry.
    meta: { operation: operation('loadWorkspace'), silent: true },
  });

export function useWorkspace() {
  return useQuery(workspaceQueryOptions());
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GithubConnection, GithubDashboard } from '@/shared/schemas/github';
import { unwrap } from '@/web/lib/api-client';
import { githubApi, githubKeys } from './client';

/** GET /api/github/dashboard: the server's copy (up to 5 minutes old), or a fresh read with `refresh`. */
export async function getDashboard(refresh: boolean, signal?: AbortSignal): Promise<GithubDashboard> {
  const { dashboard } = await unwrap(
    githubApi.dashboard.$get(
      { query: refresh ? { refresh: '1' } : {} },
      { init: { signal: signal ?? null } },
    ),
  );
  return dashboard;
}

export const dashboardQueryOptions = (connection: string) =>
  queryOptions({
    queryKey: githubKeys.dashboard(connection),
    queryFn: ({ signal }) => getDashboard(false, signal),
    // A refused or expired token is not worth asking again: the page says so.
    retry: false,
    meta: { silent: true },
  });

/** The dashboard of the current connection (`expires_at`), read only while connected. */
export function useGithubDashboard(connection: GithubConnection | undefined) {
  return useQuery({
    ...dashboardQueryOptions(connection?.expires_at ?? ''),
    enabled: connection?.connected === true,
  });
}

/** 'Actualizar': reads the provider again and puts the answer in the cache. */
export function useRefreshDashboard(connection: GithubConnection | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getDashboard(true),
    onSuccess: (dashboard) =>
      queryClient.setQueryData(githubKeys.dashboard(connection?.expires_at ?? ''), dashboard),
    meta: { silent: true },
  });
}

import { useQuery } from '@tanstack/react-query';
import type { GithubDashboard } from '@/shared/schemas/github';
import { unwrap } from '@/web/lib/api-client';
import { githubApi, githubKeys } from './client';

/** GET /api/github/users/{userId}/dashboard: a user's dashboard, read-only (admins). */
export async function getUserDashboard(userId: string, signal?: AbortSignal): Promise<GithubDashboard> {
  const { dashboard } = await unwrap(
    githubApi.users[':userId'].dashboard.$get({ param: { userId } }, { init: { signal: signal ?? null } }),
  );
  return dashboard;
}

export function useUserDashboard(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...githubKeys.all, 'user', userId] as const,
    queryFn: ({ signal }) => getUserDashboard(userId, signal),
    enabled,
    // Not connected (404) is an answer the page shows, not worth asking again.
    retry: false,
    meta: { silent: true },
  });
}

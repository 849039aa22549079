import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GithubConnection } from '@/shared/schemas/github';
import { unwrap } from '@/web/lib/api-client';
import { githubApi, githubKeys } from './client';

/** GET /api/github/connection: connected or not, with login, scopes and expiry (never the token). */
export async function getConnection(signal?: AbortSignal): Promise<GithubConnection> {
  const { connection } = await unwrap(githubApi.connection.$get({}, { init: { signal: signal ?? null } }));
  return connection;
}

export const connectionQueryOptions = () =>
  queryOptions({
    queryKey: githubKeys.connection(),
    queryFn: ({ signal }) => getConnection(signal),
    // The page shows its own states.
    meta: { silent: true },
  });

export function useGithubConnection() {
  return useQuery(connectionQueryOptions());
}

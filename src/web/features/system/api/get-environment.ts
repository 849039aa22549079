import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { adminApi, operation } from './client';
import { systemKeys } from './query-keys';

export type EnvironmentStatus = Awaited<ReturnType<typeof getEnvironment>>;

/** GET /api/admin/environment (admins): version, database and mail health, integrations, flags. */
export async function getEnvironment(signal?: AbortSignal) {
  return unwrap(adminApi.admin.environment.$get(undefined, { init: { signal: signal ?? null } }));
}

export const environmentQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.environment(),
    queryFn: ({ signal }) => getEnvironment(signal),
    // Health is only useful fresh.
    staleTime: 0,
    meta: { operation: operation('loadEnvironment') },
  });

export function useEnvironment() {
  return useQuery(environmentQueryOptions());
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import type { SecurityLogQuery } from '../lib/security-filters';
import { adminApi, operation } from './client';
import { systemKeys } from './query-keys';

export type SecurityLog = Awaited<ReturnType<typeof listSecurityLogs>>[number];

/** GET /api/admin/security-logs (admins): the latest 100 events matching the filters. */
export async function listSecurityLogs(query: SecurityLogQuery, signal?: AbortSignal) {
  const { logs } = await unwrap(
    adminApi.admin['security-logs'].$get({ query }, { init: { signal: signal ?? null } }),
  );
  return logs;
}

export const securityLogsQueryOptions = (query: SecurityLogQuery) =>
  queryOptions({
    queryKey: systemKeys.securityLogs(query),
    queryFn: ({ signal }) => listSecurityLogs(query, signal),
    placeholderData: keepPreviousData,
    // The log is what just happened: never older than a minute when the admin comes back.
    staleTime: 60_000,
    meta: { operation: operation('loadSecurityLogs') },
  });

export function useSecurityLogs(query: SecurityLogQuery) {
  return useQuery(securityLogsQueryOptions(query));
}

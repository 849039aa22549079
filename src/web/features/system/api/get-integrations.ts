import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { adminApi, operation } from './client';
import { systemKeys } from './query-keys';

export type Integration = Awaited<ReturnType<typeof getIntegrations>>[number];

/** GET /api/admin/integrations (admins): configured or not, and the variables — never values. */
export async function getIntegrations(signal?: AbortSignal) {
  const { integrations } = await unwrap(
    adminApi.admin.integrations.$get(undefined, { init: { signal: signal ?? null } }),
  );
  return integrations;
}

export const integrationsQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.integrations(),
    queryFn: ({ signal }) => getIntegrations(signal),
    meta: { operation: operation('loadIntegrations') },
  });

export function useIntegrations() {
  return useQuery(integrationsQueryOptions());
}

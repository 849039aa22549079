import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@/shared/schemas/public-config';
import { api, unwrap } from '@/web/lib/api-client';
import { workspaceKeys } from './query-keys';

/** GET /api/public-config (no auth): here, for the support e-mail of the help widget. */
export async function getPublicConfig(): Promise<PublicConfig> {
  return unwrap(api.api['public-config'].$get());
}

/** The same key and shape as the shell's own copy, so both share one cached answer. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.publicConfig,
    queryFn: getPublicConfig,
    staleTime: 60 * 60_000,
    meta: { silent: true },
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}

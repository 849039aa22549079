import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@/shared/schemas/public-config';
import { api, unwrap } from '../api-client';

/** GET /api/public-config: sign-in providers, support e-mail and version (no auth). */
export async function getPublicConfig(): Promise<PublicConfig> {
  return unwrap(api.api['public-config'].$get());
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    staleTime: 60 * 60_000,
    meta: { silent: true, firstScreen: true },
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}

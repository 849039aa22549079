import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiToken } from '@/shared/schemas/api-tokens';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { apiTokenKeys, apiTokensApi, operation } from './client';

/** GET /api/api-tokens: the signed-in person's tokens, newest first (never their secrets). */
export async function listApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  const { tokens } = await unwrap(apiTokensApi['api-tokens'].$get(undefined, withSignal(signal)));
  return tokens;
}

export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: apiTokenKeys.mine(),
    queryFn: ({ signal }) => listApiTokens(signal),
    meta: { operation: operation('load'), silent: true },
  });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}

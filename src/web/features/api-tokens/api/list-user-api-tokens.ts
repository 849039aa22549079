import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiToken } from '@/shared/schemas/api-tokens';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { apiTokenKeys, apiTokensApi, operation } from './client';

/** GET /api/users/{id}/api-tokens: an admin reads a person's tokens (the console). */
export async function listUserApiTokens(userId: string, signal?: AbortSignal): Promise<ApiToken[]> {
  const { tokens } = await unwrap(
    apiTokensApi.users[':id']['api-tokens'].$get({ param: { id: userId } }, withSignal(signal)),
  );
  return tokens;
}

export const userApiTokensQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: apiTokenKeys.ofUser(userId),
    queryFn: ({ signal }) => listUserApiTokens(userId, signal),
    meta: { operation: operation('load'), silent: true },
  });

export function useUserApiTokens(userId: string, enabled: boolean) {
  return useQuery({ ...userApiTokensQueryOptions(userId), enabled });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiTokenInput, CreatedApiToken } from '@/shared/schemas/api-tokens';
import { unwrap } from '@/web/lib/api-client';
import { apiTokenKeys, apiTokensApi } from './client';

/** POST /api/api-tokens: the new token, with its secret this once. */
export async function createApiToken(input: CreateApiTokenInput): Promise<CreatedApiToken> {
  return unwrap(apiTokensApi['api-tokens'].$post({ json: input }));
}

/** The form places the server's validation errors on its fields: no toast from the cache. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

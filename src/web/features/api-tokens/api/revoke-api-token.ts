import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapEmpty } from '@/web/lib/api-client';
import { apiTokenKeys, apiTokensApi, operation } from './client';

/** DELETE /api/api-tokens/{id}: the token stops working at once (own; admins: anyone's). */
export async function revokeApiToken(id: string): Promise<void> {
  await unwrapEmpty(apiTokensApi['api-tokens'][':id'].$delete({ param: { id } }));
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    meta: { operation: operation('revoke') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

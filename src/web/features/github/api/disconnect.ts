import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapEmpty } from '@/web/lib/api-client';
import { githubApi, githubKeys } from './client';

/** DELETE /api/github/connection: 'Desconectar'. */
export function disconnect(): Promise<void> {
  return unwrapEmpty(githubApi.connection.$delete());
}

export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnect,
    onSuccess: () => {
      queryClient.setQueryData(githubKeys.connection(), {
        connected: false,
        login: null,
        scopes: [],
        expires_at: null,
      });
    },
    meta: { silent: true },
  });
}

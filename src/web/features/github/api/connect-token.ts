import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectTokenInput } from '@/shared/schemas/github';
import { unwrap } from '@/web/lib/api-client';
import { githubApi, githubKeys } from './client';

/** POST /api/github/connection: the token goes to the server, which validates and keeps it. */
export async function connectToken(input: ConnectTokenInput) {
  const { connection } = await unwrap(githubApi.connection.$post({ json: input }));
  return connection;
}

export function useConnectToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectToken,
    onSuccess: (connection) => queryClient.setQueryData(githubKeys.connection(), connection),
    meta: { silent: true },
  });
}

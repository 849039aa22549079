import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapEmpty } from '@/web/lib/api-client';
import { sessionsQueryOptions } from './list-sessions';

/** Ends one session (another device), by its id. */
export async function revokeSession(input: { id: string }): Promise<void> {
  await unwrapEmpty(api.api.sessions[':id'].$delete({ param: { id: input.id } }));
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    meta: { operation: 'revokeSession' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

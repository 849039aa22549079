import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api-client';
import { sessionsQueryOptions } from './list-sessions';

/** Ends every session except this one. */
export async function revokeOtherSessions(): Promise<void> {
  await unwrap(api.api.sessions['revoke-others'].$post());
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    meta: { operation: 'revokeSession' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

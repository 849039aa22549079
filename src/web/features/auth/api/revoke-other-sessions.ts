import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '@/web/lib/auth-client';
import { sessionsQueryOptions } from './list-sessions';

/** Ends every session except this one. */
export async function revokeOtherSessions(): Promise<void> {
  await authCall(authClient.revokeOtherSessions());
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    meta: { operation: 'revokeSession' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '@/web/lib/auth-client';
import { sessionsQueryOptions } from './list-sessions';

/** Ends one session (another device). */
export async function revokeSession(input: { token: string }): Promise<void> {
  await authCall(authClient.revokeSession({ token: input.token }));
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    meta: { operation: 'revokeSession' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall, authClient } from '@/web/lib/auth-client';
import { sessionsQueryOptions } from './list-sessions';

/** Changes the password, optionally ending every other session. */
export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}): Promise<void> {
  await authCall(authClient.changePassword(input));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

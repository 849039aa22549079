import { useMutation } from '@tanstack/react-query';
import { authCall, authClient } from '@/web/lib/auth-client';

/** Sets a new password with the token from the e-mailed link. */
export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await authCall(authClient.resetPassword({ token: input.token, newPassword: input.newPassword }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { silent: true } });
}

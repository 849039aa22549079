import { useMutation } from '@tanstack/react-query';
import { authCall } from '@/web/lib/auth-request-error';
import { loadAuthClient } from '@/web/lib/load-auth-client';

/** Sets a new password with the token from the e-mailed link. */
export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  const authClient = await loadAuthClient();
  await authCall(authClient.resetPassword({ token: input.token, newPassword: input.newPassword }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { silent: true } });
}

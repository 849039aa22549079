import { useMutation } from '@tanstack/react-query';
import { authCall } from '@/web/lib/auth-request-error';
import { loadAuthClient } from '@/web/lib/load-auth-client';
import { paths } from '@/shared/paths';

/** Sends the reset link; the answer never says whether the address has an account. */
export async function requestPasswordReset(input: { email: string }): Promise<void> {
  const authClient = await loadAuthClient();
  await authCall(
    authClient.requestPasswordReset({ email: input.email, redirectTo: paths.auth.resetPassword.getHref() }),
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { silent: true } });
}

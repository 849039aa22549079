import { useMutation } from '@tanstack/react-query';
import { authCall } from '@/web/lib/auth-request-error';
import { loadAuthClient } from '@/web/lib/load-auth-client';

export type SignInResult = { kind: 'signed-in' } | { kind: 'two-factor' };

/** Password sign-in; a user with 2FA gets `two-factor` and must then verify a code. */
export async function signInEmail(input: { email: string; password: string }): Promise<SignInResult> {
  const authClient = await loadAuthClient();
  const data = await authCall(authClient.signIn.email({ email: input.email, password: input.password }));
  if (data && typeof data === 'object' && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
    return { kind: 'two-factor' };
  }
  return { kind: 'signed-in' };
}

export function useSignInEmail() {
  return useMutation({ mutationFn: signInEmail, meta: { silent: true } });
}

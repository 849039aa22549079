import { useMutation } from '@tanstack/react-query';
import { authCall } from '@/web/lib/auth-request-error';
import { loadAuthClient } from '@/web/lib/load-auth-client';

/**
 * Registration with full name, e-mail and password. The server normally signs the new user in
 * (session cookie); the caller checks the session afterwards rather than trusting the body.
 */
export async function signUpEmail(input: {
  full_name: string;
  email: string;
  password: string;
}): Promise<void> {
  const authClient = await loadAuthClient();
  await authCall(
    authClient.signUp.email({ email: input.email, password: input.password, name: input.full_name.trim() }),
  );
}

export function useSignUpEmail() {
  return useMutation({ mutationFn: signUpEmail, meta: { silent: true } });
}

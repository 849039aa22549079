import { useMutation } from '@tanstack/react-query';
import { authCall, authClient } from '@/web/lib/auth-client';

/**
 * Registration with full name, e-mail and password. The server normally signs the new user in
 * (session cookie); the caller checks the session afterwards rather than trusting the body.
 */
export async function signUpEmail(input: {
  full_name: string;
  email: string;
  password: string;
}): Promise<void> {
  await authCall(
    authClient.signUp.email({ email: input.email, password: input.password, name: input.full_name.trim() }),
  );
}

export function useSignUpEmail() {
  return useMutation({ mutationFn: signUpEmail, meta: { silent: true } });
}

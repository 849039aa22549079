import { authCall, authClient } from '@/web/lib/auth-client';

/** Ends the current session (the cookie is cleared by the server). */
export async function signOut(): Promise<void> {
  await authCall(authClient.signOut());
}

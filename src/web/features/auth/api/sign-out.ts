import { authCall } from '@/web/lib/auth-request-error';
import { loadAuthClient } from '@/web/lib/load-auth-client';

/** Ends the current session (the cookie is cleared by the server). */
export async function signOut(): Promise<void> {
  const authClient = await loadAuthClient();
  await authCall(authClient.signOut());
}

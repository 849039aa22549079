import { authCall } from '@/web/lib/auth-request-error';
import { loadAuthClient } from '@/web/lib/load-auth-client';
import { paths } from '@/shared/paths';

export type OAuthProvider = 'github' | 'google' | 'linkedin';

/** Leaves for the provider; it comes back to /auth/callback (with `?error=` when it failed). */
export async function signInSocial(provider: OAuthProvider): Promise<void> {
  const callbackURL = paths.auth.callback.getHref();
  const authClient = await loadAuthClient();
  await authCall(authClient.signIn.social({ provider, callbackURL, errorCallbackURL: callbackURL }));
}

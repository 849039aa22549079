import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { DEFAULT_SIGNED_IN_PATH, safeReturnPath } from '@/shared/paths';
import { getMe } from '@/web/lib/api/get-me';
import { SESSION_QUERY_KEY } from '@/web/lib/query-client';
import { sessionStore, STORAGE_KEYS } from '@/web/lib/storage';
import { runSignInEffects } from './sign-in-effects';

/**
 * After a successful sign-in: load the profile, run the sign-in effects (migration, welcome),
 * publish the session and go to the saved return path (or /dashboard).
 */
export async function completeSignIn(
  queryClient: QueryClient,
  navigate: NavigateFunction,
  returnTo?: string | null,
): Promise<void> {
  const user = await getMe();
  if (!user) throw new Error('The session was not created');
  await runSignInEffects(queryClient, user);
  const target =
    safeReturnPath(returnTo) ??
    safeReturnPath(sessionStore.get(STORAGE_KEYS.returnTo)) ??
    DEFAULT_SIGNED_IN_PATH;
  sessionStore.remove(STORAGE_KEYS.returnTo);
  sessionStore.remove(STORAGE_KEYS.oauthProvider);
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  await navigate(target, { replace: true });
}

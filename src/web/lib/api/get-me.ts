import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@/shared/schemas/profile';
import { api, unwrap } from '../api-client';
import { isApiError } from '../api-error';
import { authCall, authClient, isAuthRequestError } from '../auth-client';
import { SESSION_QUERY_KEY } from '../query-client';

/**
 * The signed-in user's profile, or `null` when nobody is signed in. The session is checked
 * first (Better Auth answers 200 with `null` when signed out), so anonymous visits make no
 * failing request; then GET /api/me (a 401 there means the session just ended).
 */
export async function getMe(): Promise<Profile | null> {
  let session: unknown;
  try {
    session = await authCall(authClient.getSession());
  } catch (error) {
    if (isAuthRequestError(error) && error.status === 401) return null;
    throw error;
  }
  if (!session) return null;
  try {
    const { user } = await unwrap(api.api.me.$get());
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getMe,
    // User profile cache: 10 minutes (SPEC §9).
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });

/** The session: `data` is the profile, `null` when signed out, `undefined` while loading. */
export function useMe() {
  return useQuery(meQueryOptions());
}

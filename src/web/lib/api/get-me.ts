import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@/shared/schemas/profile';
import { api, unwrap } from '@/web/lib/api-client';
import { isApiError } from '@/web/lib/api-error';
import { AuthRequestError } from '@/web/lib/auth-request-error';
import { loadAuthClient } from '@/web/lib/load-auth-client';
import { SESSION_QUERY_KEY } from '@/web/lib/query-client';

/**
 * Whether a session cookie is valid, asked through Better Auth's own client (its chunk is fetched
 * with the first session check). A plain GET /api/auth/get-session was tried: after 2FA is
 * switched on, the session it reported was refused by the API a moment later and the user was
 * signed out (the two-factor journey catches it).
 */
async function hasSession(): Promise<boolean> {
  const authClient = await loadAuthClient();
  const result = await authClient.getSession();
  if (result.error) {
    if (result.error.status === 401) return false;
    throw new AuthRequestError(result.error);
  }
  return !!result.data;
}

/**
 * The signed-in user's profile, or `null` when nobody is signed in. The session is checked
 * first, so anonymous visits make no failing request; then GET /api/me (a 401 there means the
 * session just ended).
 */
export async function getMe(): Promise<Profile | null> {
  if (!(await hasSession())) return null;
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

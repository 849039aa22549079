import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@/shared/schemas/profile';
import { api, unwrap } from '@/web/lib/api-client';
import { isApiError } from '@/web/lib/api-error';
import { AuthRequestError } from '@/web/lib/auth-request-error';
import { currentLanguage } from '@/web/lib/i18n';
import { SESSION_QUERY_KEY } from '@/web/lib/query-client';

/**
 * Whether a session cookie is valid: Better Auth's GET /api/auth/get-session answers 200 with
 * `null` when signed out. A plain request, so a first visit does not download the auth client.
 */
async function hasSession(): Promise<boolean> {
  const response = await fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
  });
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (response.status === 401) return false;
  if (!response.ok) throw new AuthRequestError({ ...body, status: response.status });
  return body !== null;
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

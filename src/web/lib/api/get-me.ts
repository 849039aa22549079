import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@/shared/schemas/profile';
import { api, unwrap } from '@/web/lib/api-client';
import { isApiError } from '@/web/lib/api-error';
import { AuthRequestError } from '@/web/lib/auth-request-error';
import { SESSION_QUERY_KEY } from '@/web/lib/query-client';

/**
 * Whether a session cookie is valid: the auth library's own `GET /api/auth/get-session` (200 with
 * the session, or `null` when nobody is signed in), read with a plain fetch so that no first
 * screen downloads the library's client (12 KiB gzipped; it comes with the sign-in forms). The
 * session the auth library replaces when two-step sign-in is turned on or off is not asked for
 * meanwhile (`SESSION_ROTATION_KEY`, lib/realtime-invalidation.ts).
 */
async function hasSession(): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch('/api/auth/get-session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    // Offline or unreachable: the same failure the auth library's client reports (status 0).
    throw new AuthRequestError({ status: 0, message: 'Failed to fetch' });
  }
  if (response.status === 401) return false;
  if (!response.ok) throw new AuthRequestError({ status: response.status, statusText: response.statusText });
  const body: unknown = await response.json().catch(() => null);
  return typeof body === 'object' && body !== null && 'session' in body;
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
    // User profile cache: 10 minutes (docs/product.md#limits).
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });

/** The session: `data` is the profile, `null` when signed out, `undefined` while loading. */
export function useMe() {
  return useQuery(meQueryOptions());
}

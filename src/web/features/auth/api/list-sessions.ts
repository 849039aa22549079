import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '@/web/lib/api-client';

/** A session of the signed-in user as GET /api/sessions lists it (no token). */
export type ActiveSession = InferResponseType<typeof api.api.sessions.$get, 200>['sessions'][number];

/** The user's active sessions, the current one first (tokens never leave the server). */
export async function listSessions(): Promise<ActiveSession[]> {
  const { sessions } = await unwrap(api.api.sessions.$get());
  return sessions;
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'sessions'],
    queryFn: listSessions,
    staleTime: 30_000,
    meta: { operation: 'loadSessions' },
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

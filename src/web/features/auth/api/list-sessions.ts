import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/web/lib/api-client';

export interface ActiveSession {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  current: boolean;
}

/** The user's active sessions, the current one first (tokens never leave the server). */
export async function listSessions(): Promise<ActiveSession[]> {
  const { sessions } = await unwrap(api.api.sessions.$get());
  return sessions.map((s) => ({
    id: s.id,
    userAgent: s.user_agent,
    ipAddress: s.ip_address,
    createdAt: s.created_at,
    updatedAt: s.updated_at,
    expiresAt: s.expires_at,
    current: s.current,
  }));
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCall, authClient } from '@/web/lib/auth-client';

export interface ActiveSession {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  current: boolean;
}

const iso = (value: Date | string | null | undefined) =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : new Date(0).toISOString();

/** The user's active sessions, newest first, the current one marked. */
export async function listSessions(): Promise<ActiveSession[]> {
  const [sessions, current] = await Promise.all([authCall(authClient.listSessions()), authCall(authClient.getSession())]);
  const currentToken = current?.session.token;
  return (sessions ?? [])
    .map((s) => ({
      id: s.id,
      token: s.token,
      userAgent: s.userAgent ?? null,
      ipAddress: s.ipAddress ?? null,
      createdAt: iso(s.createdAt),
      updatedAt: iso(s.updatedAt),
      expiresAt: iso(s.expiresAt),
      current: s.token === currentToken,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.createdAt.localeCompare(a.createdAt));
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'sessions'], queryFn: listSessions, staleTime: 30_000, meta: { operation: 'loadSessions' } });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

import { skipToken, useQuery } from '@tanstack/react-query';
import type { Profile } from '@/shared/schemas/profile';
import { SESSION_QUERY_KEY } from '@/web/lib/query-client';

/** The signed-in user as the shell loaded it (read from the session cache, never fetched here). */
export function useViewer(): Profile | null {
  const { data } = useQuery<Profile | null>({ queryKey: SESSION_QUERY_KEY, queryFn: skipToken });
  return data ?? null;
}

import { skipToken, useQuery } from '@tanstack/react-query';
import type { Profile } from '@/shared/schemas/profile';
import { SESSION_QUERY_KEY } from './query-client';

/**
 * The signed-in user for feature screens, read from the session query (`api/get-me.ts`) that the
 * signed-in layout has already loaded: it never fetches. `null` outside the signed-in layout.
 */
export function useViewer(): Profile | null {
  const { data } = useQuery<Profile | null>({ queryKey: SESSION_QUERY_KEY, queryFn: skipToken });
  return data ?? null;
}

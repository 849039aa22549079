import { skipToken, useQuery } from '@tanstack/react-query';
import type { Profile } from '@/shared/schemas/profile';
import { SESSION_QUERY_KEY } from '@/web/lib/query-client';

/**
 * The signed-in user, read from the session query the signed-in layout has already loaded
 * (features do not import the app's session hook). `null` outside the signed-in layout.
 */
export function useViewer(): Profile | null {
  const { data } = useQuery<Profile | null>({ queryKey: SESSION_QUERY_KEY, queryFn: skipToken });
  return data ?? null;
}

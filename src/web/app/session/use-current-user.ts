import { useRef } from 'react';
import type { Profile } from '@/shared/schemas/profile';
import { useMe } from '@/web/lib/api/get-me';

/**
 * The signed-in user inside the guarded layout. While a session is ending (sign-out, expiry,
 * reset elsewhere) the last known profile is kept for the frame before the guard sends the
 * visitor to /login, instead of breaking the page.
 */
export function useCurrentUser(): Profile {
  const { data } = useMe();
  const last = useRef<Profile | null>(null);
  if (data) last.current = data;
  if (!last.current) throw new Error('useCurrentUser used outside the signed-in layout');
  return last.current;
}

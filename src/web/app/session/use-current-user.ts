import type { Profile } from '@/shared/schemas/profile';
import { useMe } from '@/web/features/users/api/get-me';

/** The signed-in user inside the guarded layout (never null there). */
export function useCurrentUser(): Profile {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentUser used outside the signed-in layout');
  return data;
}

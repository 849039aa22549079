import type { ReactNode } from 'react';
import type { Profile } from '@/shared/schemas/profile';
import { useOnDemand } from '@/web/lib/use-on-demand';

/** The signed-in part (saved preferences): a chunk of its own, fetched once someone is signed in. */
const loadSavedPreferences = () => import('./saved-preferences').then((module) => module.SavedPreferences);

/**
 * Applies the signed-in user's saved theme, motion and language once per sign-in. Their date and
 * time formats are the signed-in shell's (`SavedFormats`); anonymous visitors get the browser's
 * time zone and the defaults.
 */
export function PreferencesSync({
  user,
  children,
}: {
  user: Profile | null | undefined;
  children: ReactNode;
}) {
  // If it cannot be fetched the app goes on with the local choices rather than failing as a whole.
  const SavedPreferences = useOnDemand(loadSavedPreferences, !!user);
  return (
    <>
      {user && SavedPreferences && <SavedPreferences key={user.id} user={user} />}
      {children}
    </>
  );
}

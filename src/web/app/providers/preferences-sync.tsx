import { useCallback, useState, type ReactNode } from 'react';
import type { Profile } from '@/shared/schemas/profile';
import { FormatSettingsProvider, type StoredFormatSettings } from '@/web/lib/format-settings';
import { useOnDemand } from '@/web/lib/use-on-demand';

/** The signed-in part (saved preferences): a chunk of its own, fetched once someone is signed in. */
const loadSavedPreferences = () => import('./saved-preferences').then((module) => module.SavedPreferences);

/**
 * Applies the signed-in user's saved preferences once per sign-in and supplies their date/time
 * formats to `useFormatters()`; anonymous visitors get the browser's timezone and the defaults.
 */
export function PreferencesSync({
  user,
  children,
}: {
  user: Profile | null | undefined;
  children: ReactNode;
}) {
  const [formats, setFormats] = useState<{ userId: string; value: StoredFormatSettings } | null>(null);
  const userId = user?.id;
  // If it cannot be fetched the app goes on with the local choices rather than failing as a whole.
  const SavedPreferences = useOnDemand(loadSavedPreferences, !!user);
  const report = useCallback(
    (value: StoredFormatSettings) => {
      if (userId) setFormats({ userId, value });
    },
    [userId],
  );
  return (
    <>
      {user && SavedPreferences && <SavedPreferences key={user.id} user={user} onFormats={report} />}
      <FormatSettingsProvider value={formats && formats.userId === userId ? formats.value : null}>
        {children}
      </FormatSettingsProvider>
    </>
  );
}

import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { Profile } from '@/shared/schemas/profile';
import { FormatSettingsProvider, type StoredFormatSettings } from '@/web/lib/format-settings';

/**
 * The signed-in part (saved preferences, their validation) is a chunk of its own. If it cannot
 * be fetched the app goes on with the local choices rather than failing as a whole.
 */
const SavedPreferences = lazy(() =>
  import('./saved-preferences').then(
    (module) => ({ default: module.SavedPreferences }),
    () => ({ default: () => null }),
  ),
);

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
  const report = useCallback(
    (value: StoredFormatSettings) => {
      if (userId) setFormats({ userId, value });
    },
    [userId],
  );
  return (
    <>
      {user && (
        <Suspense fallback={null}>
          <SavedPreferences key={user.id} user={user} onFormats={report} />
        </Suspense>
      )}
      <FormatSettingsProvider value={formats && formats.userId === userId ? formats.value : null}>
        {children}
      </FormatSettingsProvider>
    </>
  );
}

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Profile } from '@/shared/schemas/profile';
import type { SavedPreferences as SavedPreferencesType } from './saved-preferences';
import { FormatSettingsProvider, type StoredFormatSettings } from '@/web/lib/format-settings';

type SavedPreferencesComponent = typeof SavedPreferencesType;

/**
 * The signed-in part (saved preferences) is a chunk of its own, fetched once someone is signed
 * in. If it cannot be fetched the app goes on with the local choices rather than failing as a
 * whole. Loaded by hand rather than through `lazy()`: it renders nothing, so nothing suspends.
 */
function useSavedPreferences(wanted: boolean): SavedPreferencesComponent | null {
  const [component, setComponent] = useState<SavedPreferencesComponent | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    import('./saved-preferences').then(
      (module) => live && setComponent(() => module.SavedPreferences),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, component]);
  return component;
}

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
  const SavedPreferences = useSavedPreferences(!!user);
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

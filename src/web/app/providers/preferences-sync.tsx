import { useEffect, useRef, type ReactNode } from 'react';
import type { Profile } from '@/shared/schemas/profile';
import { usePreferences } from '@/web/features/preferences/api/get-preferences';
import { useSavePreference } from '@/web/features/preferences/api/save-preference';
import {
  generalSettingsFrom,
  languageFrom,
  performanceSettingsFrom,
  themeFrom,
  hasPreference,
} from '@/web/features/preferences/preference-values';
import { useAppearance } from '@/web/lib/appearance';
import { FormatSettingsProvider } from '@/web/lib/use-formatters';
import { unsyncedPreferences } from '../session/unsynced-preferences';

/**
 * Applies the signed-in user's saved theme, motion and language once per sign-in (the local
 * mirror already painted the right theme), and supplies their date/time formats to
 * `useFormatters()`.
 */
export function PreferencesSync({
  user,
  children,
}: {
  user: Profile | null | undefined;
  children: ReactNode;
}) {
  const { data: items, isSuccess } = usePreferences({ enabled: !!user });
  const { applyServerPreferences, theme } = useAppearance();
  const { mutate: save } = useSavePreference({ silent: true });
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!user) {
      appliedFor.current = null;
      return;
    }
    if (!isSuccess || appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    // A choice made here that never reached the server wins over the account's older value.
    const pending = unsyncedPreferences.list();
    for (const item of pending) save(item, { onSuccess: () => unsyncedPreferences.settle(item) });
    applyServerPreferences({
      theme: unsyncedPreferences.has('theme', 'theme') ? undefined : themeFrom(items),
      language: unsyncedPreferences.has('language', 'language') ? undefined : languageFrom(items),
      reduceMotion: hasPreference(items, 'performance', 'reduce_motion')
        ? performanceSettingsFrom(items).reduce_motion
        : undefined,
      dataSaver: hasPreference(items, 'performance', 'data_saver')
        ? performanceSettingsFrom(items).data_saver
        : undefined,
    });
  }, [user, isSuccess, items, applyServerPreferences, save]);

  const general = generalSettingsFrom(user ? items : undefined, theme);
  const formats = {
    timeZone: general.timezone,
    dateFormat: general.date_format,
    timeFormat: general.time_format,
  };
  return <FormatSettingsProvider value={formats}>{children}</FormatSettingsProvider>;
}

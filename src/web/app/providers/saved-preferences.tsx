import { useEffect, useRef } from 'react';
import type { Profile } from '@/shared/schemas/profile';
import { usePreferences } from '@/web/features/preferences/api/get-preferences';
import { useSavePreference } from '@/web/features/preferences/api/save-preference';
import {
  generalSettingsFrom,
  languageFrom,
  performanceSettingsFrom,
  themeFrom,
  hasPreference,
} from '@/web/features/preferences/read-preferences';
import { useAppearance } from '@/web/lib/appearance';
import type { StoredFormatSettings } from '@/web/lib/format-settings';
import { unsyncedPreferences } from '../session/unsynced-preferences';

/**
 * Applies the signed-in user's saved theme, motion and language once per sign-in (the local
 * mirror already painted the right theme), and reports their date/time formats. Renders nothing.
 */
export function SavedPreferences({
  user,
  onFormats,
}: {
  user: Profile;
  onFormats: (formats: StoredFormatSettings) => void;
}) {
  const { data: items, isSuccess } = usePreferences();
  const { applyServerPreferences, theme } = useAppearance();
  const { mutate: save } = useSavePreference({ silent: true });
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
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

  const general = generalSettingsFrom(items, theme);
  const { timezone: timeZone, date_format: dateFormat, time_format: timeFormat } = general;
  useEffect(() => {
    onFormats({ timeZone, dateFormat, timeFormat });
  }, [onFormats, timeZone, dateFormat, timeFormat]);
  return null;
}

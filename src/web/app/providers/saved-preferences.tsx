import { useEffect, useRef } from 'react';
import type { Profile } from '@/shared/schemas/profile';
import { usePreferences } from '@/web/features/preferences/api/get-preferences';
import { useSavePreference } from '@/web/features/preferences/api/save-preference';
import {
  languageFrom,
  performanceSettingsFrom,
  themeFrom,
  hasPreference,
} from '@/web/features/preferences/read-preferences';
import { useAppearance } from '@/web/lib/appearance';
import { unsyncedPreferences } from '../session/unsynced-preferences';

/**
 * Applies the signed-in user's saved theme, motion and language once per sign-in (the local
 * mirror already painted the right theme). Renders nothing; the formats are the shell's (`SavedFormats`).
 */
export function SavedPreferences({ user }: { user: Profile }) {
  const { data: items, isSuccess } = usePreferences();
  const { applyServerPreferences } = useAppearance();
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
  return null;
}

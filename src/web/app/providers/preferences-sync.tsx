import { useEffect, useRef, type ReactNode } from 'react';
import type { Profile } from '@/shared/schemas/profile';
import { usePreferences } from '@/web/features/preferences/api/get-preferences';
import {
  generalSettingsFrom,
  languageFrom,
  performanceSettingsFrom,
  themeFrom,
  hasPreference,
} from '@/web/features/preferences/preference-values';
import { useAppearance } from '@/web/lib/appearance';
import { FormatSettingsProvider } from '@/web/lib/use-formatters';

/**
 * Applies the signed-in user's saved theme, motion and language once per sign-in (the local
 * mirror already painted the right theme), and supplies their date/time formats to
 * `useFormatters()`.
 */
export function PreferencesSync({ user, children }: { user: Profile | null | undefined; children: ReactNode }) {
  const { data: items, isSuccess } = usePreferences({ enabled: !!user });
  const { applyServerPreferences, theme } = useAppearance();
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!user) {
      appliedFor.current = null;
      return;
    }
    if (!isSuccess || appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    applyServerPreferences({
      theme: themeFrom(items),
      language: languageFrom(items),
      reduceMotion: hasPreference(items, 'performance', 'reduce_motion')
        ? performanceSettingsFrom(items).reduce_motion
        : undefined,
      dataSaver: hasPreference(items, 'performance', 'data_saver') ? performanceSettingsFrom(items).data_saver : undefined,
    });
  }, [user, isSuccess, items, applyServerPreferences]);

  const general = generalSettingsFrom(user ? items : undefined, theme);
  const formats = { timeZone: general.timezone, dateFormat: general.date_format, timeFormat: general.time_format };
  return (
    <FormatSettingsProvider value={formats}>{children}</FormatSettingsProvider>
  );
}

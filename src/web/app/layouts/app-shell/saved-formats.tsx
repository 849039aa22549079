import { useMemo, type ReactNode } from 'react';
import { usePreferences } from '@/web/features/preferences/api/get-preferences';
import { generalSettingsFrom } from '@/web/features/preferences/read-preferences';
import { FormatSettingsProvider, type StoredFormatSettings } from '@/web/lib/format-settings';
import { useFallbackTimeZone } from '@/web/lib/use-formatters';

/**
 * The signed-in person's saved time zone and date and time formats (settings › general), for
 * `useFormatters()` in every screen of the shell. Read as the screen renders, from the
 * preferences the server read for it (`meta.firstScreen`): the server draws the dates in them and
 * the browser hydrates them as they are, instead of drawing every date again once the app has
 * started. Someone who saved none keeps the defaults in the fallback zone (no value).
 */
export function SavedFormats({ children }: { children: ReactNode }) {
  const { data: items } = usePreferences();
  const fallbackZone = useFallbackTimeZone();
  const formats = useMemo((): StoredFormatSettings | null => {
    if (!items?.some((item) => item.preference_type === 'general')) return null;
    const general = generalSettingsFrom(items, undefined, fallbackZone);
    return { timeZone: general.timezone, dateFormat: general.date_format, timeFormat: general.time_format };
  }, [items, fallbackZone]);
  return <FormatSettingsProvider value={formats}>{children}</FormatSettingsProvider>;
}

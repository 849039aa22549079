import { useCallback, useContext, useMemo } from 'react';
import { useNow } from './use-now';
import { FallbackTimeZoneContext, FormatSettingsContext, type StoredFormatSettings } from './format-settings';
import {
  browserTimeZone,
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIME_FORMAT,
  formatDate,
  formatDateOnly,
  formatDateTime,
  formatMonthYear,
  formatNumber,
  formatRelative,
  formatTime,
  type FormatSettings,
} from './formatters';
import { useCurrentLanguage } from './use-current-language';

/** The default formats in each fallback zone, one object per zone (the memo below keys on it). */
const fallbacks = new Map<string, StoredFormatSettings>();
function fallbackIn(timeZone: string): StoredFormatSettings {
  let settings = fallbacks.get(timeZone);
  if (!settings) {
    settings = { timeZone, dateFormat: DEFAULT_DATE_FORMAT, timeFormat: DEFAULT_TIME_FORMAT };
    fallbacks.set(timeZone, settings);
  }
  return settings;
}

/** The time zone of someone who saved none, the same on the server's screen and in the browser. */
export function useFallbackTimeZone(): string {
  return useContext(FallbackTimeZoneContext) ?? browserTimeZone();
}

/**
 * Date, time and number formatting that follows the user's language, timezone and formats.
 * Relative times ("hace 3 minutos") are `useRelativeTime`'s: they follow the clock, and a screen
 * of dates need not render again each time the clock moves on (nor right after hydration, when
 * "now" becomes the browser's).
 */
export function useFormatters() {
  const fallbackZone = useFallbackTimeZone();
  const stored = useContext(FormatSettingsContext) ?? fallbackIn(fallbackZone);
  const language = useCurrentLanguage();
  return useMemo(() => {
    const settings: FormatSettings = { ...stored, language };
    return {
      settings,
      date: (value: Date | string | number) => formatDate(value, settings),
      /** A 'YYYY-MM-DD' calendar day, never moved by the time zone. */
      dateOnly: (day: string) => formatDateOnly(day, settings),
      time: (value: Date | string | number) => formatTime(value, settings),
      dateTime: (value: Date | string | number) => formatDateTime(value, settings),
      monthYear: (value: Date | string | number) => formatMonthYear(value, settings),
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
    };
  }, [stored, language]);
}

/** "hace 3 minutos": a time relative to now, moving on while shown (`useNow`). */
export function useRelativeTime(): (value: Date | string | number) => string {
  const language = useCurrentLanguage();
  const now = useNow();
  return useCallback(
    (value: Date | string | number) => formatRelative(value, language, now),
    [language, now],
  );
}

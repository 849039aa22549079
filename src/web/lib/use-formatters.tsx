import { createContext, useContext, useMemo, type ReactNode } from 'react';
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

type StoredFormatSettings = Omit<FormatSettings, 'language'>;

const FormatSettingsContext = createContext<StoredFormatSettings | null>(null);

/** Supplies the signed-in user's timezone, date and time format (settings › general). */
export function FormatSettingsProvider({
  value,
  children,
}: {
  value: StoredFormatSettings;
  children: ReactNode;
}) {
  return <FormatSettingsContext.Provider value={value}>{children}</FormatSettingsContext.Provider>;
}

const FALLBACK: StoredFormatSettings = {
  timeZone: browserTimeZone(),
  dateFormat: DEFAULT_DATE_FORMAT,
  timeFormat: DEFAULT_TIME_FORMAT,
};

/** Date, time and number formatting that follows the user's language, timezone and formats. */
export function useFormatters() {
  const stored = useContext(FormatSettingsContext) ?? FALLBACK;
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
      relative: (value: Date | string | number) => formatRelative(value, language),
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
    };
  }, [stored, language]);
}

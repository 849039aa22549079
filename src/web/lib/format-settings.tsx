import { createContext, type ReactNode } from 'react';
import type { FormatSettings } from './formatters';

export type StoredFormatSettings = Omit<FormatSettings, 'language'>;

/** The signed-in user's formats; `null` (the browser's timezone, default formats) otherwise. */
export const FormatSettingsContext = createContext<StoredFormatSettings | null>(null);

/**
 * The time zone formats use when the user has none saved: the browser's (null), or, while the
 * server renders a first screen, the one the browser told it (`TIME_ZONE_COOKIE`).
 */
export const FallbackTimeZoneContext = createContext<string | null>(null);

/**
 * Supplies the signed-in user's timezone, date and time format (settings › general) to
 * `useFormatters()`. Apart from the formatters, so the app shell does not download date-fns.
 */
export function FormatSettingsProvider({
  value,
  children,
}: {
  value: StoredFormatSettings | null;
  children: ReactNode;
}) {
  return <FormatSettingsContext.Provider value={value}>{children}</FormatSettingsContext.Provider>;
}

import { isValidTimeZone } from '@/shared/domain/calendar';
import {
  DATE_FORMATS,
  THEMES,
  TIME_FORMATS,
  type DateFormat,
  type Theme,
  type TimeFormat,
} from '@/shared/domain/preferences';
import { supportedLanguages, type Language } from '@/shared/i18n/config';
import type { PreferenceType } from '@/shared/schemas/preferences';
import { browserTimeZone } from '@/web/lib/formatters';
import type { PreferenceItem } from './api/get-preferences';

/**
 * Reading saved preferences (theme, language, formats, switches) with plain guards over the
 * shared value lists: the signed-in shell reads them on every first visit, before any form (and
 * its schema library) is loaded. The settings forms validate what they save with the shared zod
 * schemas (`preference-values.ts`).
 */

type Items = readonly Pick<PreferenceItem, 'preference_type' | 'preference_key' | 'preference_value'>[];
/** Accepts a saved value when it is one the app can use. */
type Accept<T> = (value: unknown) => value is T;

const oneOf =
  <const T extends string>(values: readonly T[]): Accept<T> =>
  (value): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
const isBoolean: Accept<boolean> = (value): value is boolean => typeof value === 'boolean';
const isTimeZone: Accept<string> = (value): value is string =>
  typeof value === 'string' && isValidTimeZone(value);

export type GeneralSettings = {
  theme: Theme;
  timezone: string;
  date_format: DateFormat;
  time_format: TimeFormat;
};
export type PrivacySettings = {
  show_online_status: boolean;
  share_usage_analytics: boolean;
};
export type PerformanceSettings = {
  reduce_motion: boolean;
  data_saver: boolean;
  /** Touch gestures (double tap home, swipe back and forward): on unless turned off. */
  gestures: boolean;
};

/** Reads one preference value, falling back when it is missing or not one the app can use. */
export function readPreference<T>(
  items: Items | undefined,
  type: PreferenceType,
  key: string,
  accept: Accept<T>,
  fallback: T,
): T {
  const found = items?.find((p) => p.preference_type === type && p.preference_key === key);
  return found && accept(found.preference_value) ? found.preference_value : fallback;
}

export function hasPreference(items: Items | undefined, type: PreferenceType, key: string): boolean {
  return !!items?.some((p) => p.preference_type === type && p.preference_key === key);
}

/** The settings of someone who saved none: the time zone is `zone`, else the browser's. */
export function defaultGeneralSettings(zone?: string): GeneralSettings {
  return {
    theme: 'light',
    timezone: zone ?? browserTimeZone(),
    date_format: 'dd/MM/yyyy',
    time_format: '24h',
  };
}
export const DEFAULT_PRIVACY: PrivacySettings = { show_online_status: true, share_usage_analytics: false };
export const DEFAULT_PERFORMANCE: PerformanceSettings = {
  reduce_motion: false,
  data_saver: false,
  gestures: true,
};

export function generalSettingsFrom(
  items: Items | undefined,
  currentTheme?: Theme,
  fallbackZone?: string,
): GeneralSettings {
  const defaults = defaultGeneralSettings(fallbackZone);
  return {
    theme: readPreference(items, 'theme', 'theme', oneOf(THEMES), currentTheme ?? defaults.theme),
    timezone: readPreference(items, 'general', 'timezone', isTimeZone, defaults.timezone),
    date_format: readPreference(items, 'general', 'date_format', oneOf(DATE_FORMATS), defaults.date_format),
    time_format: readPreference(items, 'general', 'time_format', oneOf(TIME_FORMATS), defaults.time_format),
  };
}

export function privacySettingsFrom(items: Items | undefined): PrivacySettings {
  const read = (key: keyof PrivacySettings) =>
    readPreference(items, 'privacy', key, isBoolean, DEFAULT_PRIVACY[key]);
  return {
    show_online_status: read('show_online_status'),
    share_usage_analytics: read('share_usage_analytics'),
  };
}

export function performanceSettingsFrom(items: Items | undefined): PerformanceSettings {
  const read = (key: keyof PerformanceSettings) =>
    readPreference(items, 'performance', key, isBoolean, DEFAULT_PERFORMANCE[key]);
  return { reduce_motion: read('reduce_motion'), data_saver: read('data_saver'), gestures: read('gestures') };
}

export function languageFrom(items: Items | undefined): Language | undefined {
  return readPreference<Language | undefined>(
    items,
    'language',
    'language',
    oneOf(supportedLanguages),
    undefined,
  );
}

export function themeFrom(items: Items | undefined): Theme | undefined {
  return readPreference<Theme | undefined>(items, 'theme', 'theme', oneOf(THEMES), undefined);
}

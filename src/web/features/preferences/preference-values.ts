import { z } from 'zod';
import {
  dateFormatSchema,
  languageSchema,
  themeSchema,
  timeFormatSchema,
  type PreferenceInput,
  type PreferenceType,
} from '@/shared/schemas/preferences';
import { browserTimeZone, isValidTimeZone } from '@/web/lib/formatters';
import type { PreferenceItem } from './api/get-preferences';

/** Reads one preference value, falling back when it is missing or malformed. */
export function readPreference<T>(
  items:
    readonly Pick<PreferenceItem, 'preference_type' | 'preference_key' | 'preference_value'>[] | undefined,
  type: PreferenceType,
  key: string,
  schema: z.ZodType<T>,
  fallback: T,
): T {
  const found = items?.find((p) => p.preference_type === type && p.preference_key === key);
  if (!found) return fallback;
  const parsed = schema.safeParse(found.preference_value);
  return parsed.success ? parsed.data : fallback;
}

export function hasPreference(
  items: readonly PreferenceItem[] | undefined,
  type: PreferenceType,
  key: string,
): boolean {
  return !!items?.some((p) => p.preference_type === type && p.preference_key === key);
}

const timeZoneSchema = z.string().refine(isValidTimeZone, 'validation:timeZoneInvalid');

/** Settings › General. */
export const generalSettingsSchema = z.object({
  theme: themeSchema,
  timezone: timeZoneSchema,
  date_format: dateFormatSchema,
  time_format: timeFormatSchema,
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

/** Settings › Privacy (type privacy). */
export const privacySettingsSchema = z.object({
  show_online_status: z.boolean(),
  share_usage_analytics: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** Settings › Performance (type performance). */
export const performanceSettingsSchema = z.object({
  reduce_motion: z.boolean(),
  data_saver: z.boolean(),
});
export type PerformanceSettings = z.infer<typeof performanceSettingsSchema>;

export function defaultGeneralSettings(): GeneralSettings {
  return { theme: 'light', timezone: browserTimeZone(), date_format: 'dd/MM/yyyy', time_format: '24h' };
}
export const DEFAULT_PRIVACY: PrivacySettings = { show_online_status: true, share_usage_analytics: false };
export const DEFAULT_PERFORMANCE: PerformanceSettings = { reduce_motion: false, data_saver: false };

export function generalSettingsFrom(
  items: readonly PreferenceItem[] | undefined,
  currentTheme?: 'light' | 'dark',
): GeneralSettings {
  const defaults = defaultGeneralSettings();
  return {
    theme: readPreference(items, 'theme', 'theme', themeSchema, currentTheme ?? defaults.theme),
    timezone: readPreference(items, 'general', 'timezone', timeZoneSchema, defaults.timezone),
    date_format: readPreference(items, 'general', 'date_format', dateFormatSchema, defaults.date_format),
    time_format: readPreference(items, 'general', 'time_format', timeFormatSchema, defaults.time_format),
  };
}

export function privacySettingsFrom(items: readonly PreferenceItem[] | undefined): PrivacySettings {
  return {
    show_online_status: readPreference(
      items,
      'privacy',
      'show_online_status',
      z.boolean(),
      DEFAULT_PRIVACY.show_online_status,
    ),
    share_usage_analytics: readPreference(
      items,
      'privacy',
      'share_usage_analytics',
      z.boolean(),
      DEFAULT_PRIVACY.share_usage_analytics,
    ),
  };
}

export function performanceSettingsFrom(items: readonly PreferenceItem[] | undefined): PerformanceSettings {
  return {
    reduce_motion: readPreference(
      items,
      'performance',
      'reduce_motion',
      z.boolean(),
      DEFAULT_PERFORMANCE.reduce_motion,
    ),
    data_saver: readPreference(
      items,
      'performance',
      'data_saver',
      z.boolean(),
      DEFAULT_PERFORMANCE.data_saver,
    ),
  };
}

export function languageFrom(items: readonly PreferenceItem[] | undefined) {
  return readPreference(items, 'language', 'language', languageSchema.optional(), undefined);
}

export function themeFrom(items: readonly PreferenceItem[] | undefined) {
  return readPreference(items, 'theme', 'theme', themeSchema.optional(), undefined);
}

/** One preference input per key of a settings section. */
export function sectionInputs(
  type: PreferenceType,
  values: Record<string, string | number | boolean>,
): PreferenceInput[] {
  return Object.entries(values).map(([key, value]) => ({
    preference_type: type,
    preference_key: key,
    preference_value: value,
  }));
}

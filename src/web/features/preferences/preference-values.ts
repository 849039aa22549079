import { z } from 'zod';
import {
  dateFormatSchema,
  themeSchema,
  timeFormatSchema,
  type PreferenceInput,
  type PreferenceType,
} from '@/shared/schemas/preferences';
import { timeZoneSchema } from '@/shared/schemas/time-zone';
import type { GeneralSettings, PerformanceSettings, PrivacySettings } from './read-preferences';

export * from './read-preferences';

/** Settings › General: what the form validates before saving. */
export const generalSettingsSchema = z.object({
  theme: themeSchema,
  timezone: timeZoneSchema,
  date_format: dateFormatSchema,
  time_format: timeFormatSchema,
}) satisfies z.ZodType<GeneralSettings>;

/** Settings › Privacy (type privacy). */
export const privacySettingsSchema = z.object({
  show_online_status: z.boolean(),
  share_usage_analytics: z.boolean(),
}) satisfies z.ZodType<PrivacySettings>;

/** Settings › Performance (type performance). */
export const performanceSettingsSchema = z.object({
  reduce_motion: z.boolean(),
  data_saver: z.boolean(),
  gestures: z.boolean(),
}) satisfies z.ZodType<PerformanceSettings>;

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

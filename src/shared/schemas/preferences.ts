import { z } from 'zod';
import {
  DATE_FORMATS,
  PREFERENCE_TYPES,
  THEMES,
  TIME_FORMATS,
  type PreferenceType,
} from '../domain/preferences';
import { supportedLanguages } from '../i18n/config';

export const preferenceTypeSchema = z.enum(PREFERENCE_TYPES);
export type { PreferenceType };

export const preferenceKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.-]+$/);

/**
 * Any JSON value (the body is already parsed JSON), at most 16 KB once serialised. Not `z.json()`:
 * its recursive definition cannot be written out in the OpenAPI document.
 */
export const preferenceValueSchema = z
  .unknown()
  .refine((v) => v !== undefined, 'validation:preferenceRequired')
  .refine((v) => JSON.stringify(v ?? null).length <= 16_384, 'validation:preferenceTooLarge')
  .meta({ description: 'Any JSON value, at most 16 KB' });

export const preferenceInputSchema = z.object({
  preference_type: preferenceTypeSchema,
  preference_key: preferenceKeySchema,
  preference_value: preferenceValueSchema,
});
export type PreferenceInput = z.infer<typeof preferenceInputSchema>;

export const preferenceSchema = preferenceInputSchema.extend({
  id: z.uuid(),
  updated_at: z.string(),
});
export type Preference = z.infer<typeof preferenceSchema>;

export const preferencesImportSchema = z.object({
  replace: z.boolean().default(false),
  items: z.array(preferenceInputSchema).max(200),
});

export const themeSchema = z.enum(THEMES);
export const languageSchema = z.enum(supportedLanguages);
export type Language = z.infer<typeof languageSchema>;
export const dateFormatSchema = z.enum(DATE_FORMATS);
export const timeFormatSchema = z.enum(TIME_FORMATS);

/** Local-storage keys moved into user_preferences once on sign-in (docs/product.md#lifecycles). */
export const legacyStorageKeys = {
  theme: { type: 'theme', key: 'theme' },
  dashboard_widgets: { type: 'dashboard_widgets', key: 'widgets' },
  dashboard_layouts: { type: 'dashboard_layouts', key: 'layouts' },
  i18nextLng: { type: 'language', key: 'language' },
  welcome_back: { type: 'welcome_back', key: 'welcome_back' },
  auth_state: { type: 'auth_state', key: 'auth_state' },
} as const satisfies Record<string, { type: PreferenceType; key: string }>;

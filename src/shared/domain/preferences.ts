/**
 * The values a display preference may take (docs/product.md#records-and-fields, settings › general). Plain lists, so the
 * browser can read a saved preference without loading a schema library; `schemas/preferences.ts`
 * builds its zod enums from them.
 */
/**
 * docs/product.md#records-and-fields user_preferences types, plus the settings sections (general, privacy, performance) that
 * keep the settings screen's choices (see docs/decisions/0002-preference-types.md).
 */
export const PREFERENCE_TYPES = [
  'theme',
  'dashboard_widgets',
  'dashboard_layouts',
  'language',
  'welcome_back',
  'auth_state',
  'general',
  'privacy',
  'performance',
] as const;
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];

/** A preference key: letters, digits, `_`, `.` and `-`, at most 100 characters. */
export const PREFERENCE_KEY_PATTERN = /^[\w.-]{1,100}$/;

export const THEMES = ['light', 'dark'] as const;
export const DATE_FORMATS = ['dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd'] as const;
export const TIME_FORMATS = ['24h', '12h'] as const;

export type Theme = (typeof THEMES)[number];
export type DateFormat = (typeof DATE_FORMATS)[number];
export type TimeFormat = (typeof TIME_FORMATS)[number];

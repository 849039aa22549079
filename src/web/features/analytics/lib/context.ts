import type { Language } from '@/shared/schemas/preferences';

/** What the pure builders need from the UI: `analytics:` translations and the user's language. */
export interface AnalyticsContext {
  /** Translates a key of the `analytics` namespace (with i18next options: count, values). */
  t: (key: string, options?: Record<string, unknown>) => string;
  language: Language;
}

import type { InitOptions } from 'i18next';

/**
 * Languages of the product: Spanish first (default and fallback), then English and Portuguese.
 * Plain data, no schema library: the browser's entry bundle reads it (`languageSchema` in
 * schemas/preferences.ts is built from it).
 */
export const supportedLanguages = ['es', 'en', 'pt'] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = 'es';

export function isSupportedLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language);
}

export const namespaces = [
  'common',
  'auth',
  'errors',
  'validation',
  'settings',
  'legal',
  'home',
  'shell',
  'dashboard',
  'profile',
  'mail',
  'api',
  'projects',
  'notifications',
  'admin',
  'tickets',
  'payments',
  'analytics',
  'team',
  'workspace',
  'system',
  'files',
  'chat',
  'collaboration',
  'documents',
  'assistant',
  'calendar',
  'calendarPage',
  'reportsPage',
  'github',
  'help',
  'tours',
  'signoffs',
  'receipts',
  'viewAs',
  'apiTokens',
  'webhooks',
  'siteCare',
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';

/** Options shared by the browser and the server instances (resources are added by the caller). */
export const baseI18nOptions = {
  fallbackLng: fallbackLanguage,
  supportedLngs: [...supportedLanguages],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: [...namespaces],
  defaultNS: defaultNamespace,
  fallbackNS: false,
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

/**
 * Best supported language for a BCP 47 tag or an Accept-Language header
 * (`"pt-BR,pt;q=0.9,en;q=0.8"` → `pt`). Falls back to Spanish.
 */
export function matchLanguage(input: string | null | undefined): Language {
  if (!input) return fallbackLanguage;
  const candidates = input
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter((c) => c.tag && c.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of candidates) {
    const base = tag.split('-')[0];
    const found = supportedLanguages.find((l) => l === base);
    if (found) return found;
  }
  return fallbackLanguage;
}

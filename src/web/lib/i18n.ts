import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { baseI18nOptions, matchLanguage, type Namespace } from '@/shared/i18n/config';
import es from '@/shared/i18n/languages/es';
import type { Language } from '@/shared/schemas/preferences';

/** English and Portuguese are separate chunks, fetched the first time they are needed. */
const loaders: Record<Exclude<Language, 'es'>, () => Promise<{ default: Record<Namespace, unknown> }>> = {
  en: () => import('@/shared/i18n/languages/en'),
  pt: () => import('@/shared/i18n/languages/pt'),
};

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[matchLanguage(language) as keyof typeof loaders];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default[namespace as Namespace] as Record<string, unknown>),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/**
 * The browser's i18next: detection order localStorage → navigator → <html lang>, cached in
 * localStorage under `i18nextLng` (SPEC §1). Spanish is the default and the fallback.
 */
void i18next
  .use(lazyCatalogues)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    ...baseI18nOptions,
    // Spanish (default and fallback) is bundled; the others come through the lazy backend.
    resources: { es },
    partialBundledLanguages: true,
    initAsync: false,
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
    react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
  });

function syncHtmlLang(lng: string | undefined) {
  if (typeof document !== 'undefined') document.documentElement.lang = matchLanguage(lng);
}
syncHtmlLang(i18next.resolvedLanguage ?? i18next.language);
i18next.on('languageChanged', syncHtmlLang);

/** The language the UI is showing now, always one of es/en/pt. */
export function currentLanguage(): Language {
  return matchLanguage(i18next.resolvedLanguage ?? i18next.language);
}

export { i18next as i18n };

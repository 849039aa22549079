import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { baseI18nOptions, matchLanguage } from '@/shared/i18n/config';
import { resources } from '@/shared/i18n/resources';
import type { Language } from '@/shared/schemas/preferences';

/**
 * The browser's i18next: detection order localStorage → navigator → <html lang>, cached in
 * localStorage under `i18nextLng` (SPEC §1). Spanish is the default and the fallback.
 */
void i18next
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    ...baseI18nOptions,
    resources,
    initAsync: false,
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
    react: { useSuspense: false },
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

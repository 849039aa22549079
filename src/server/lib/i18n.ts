import i18next, { type TFunction } from 'i18next';
import { resources, supportedLanguages } from '../../shared/i18n/resources';
import { languageSchema, type Language } from '../../shared/schemas/preferences';

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'es',
  fallbackLng: 'es',
  supportedLngs: [...supportedLanguages],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}

/** First supported language in an Accept-Language header, else Spanish. */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return 'es';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase().slice(0, 2), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const parsed = languageSchema.safeParse(tag);
    if (parsed.success) return parsed.data;
  }
  return 'es';
}

import i18next, { type TFunction } from 'i18next';
import enApi from '../../shared/i18n/locales/en/api.json';
import enNotifications from '../../shared/i18n/locales/en/notifications.json';
import esNotifications from '../../shared/i18n/locales/es/notifications.json';
import ptNotifications from '../../shared/i18n/locales/pt/notifications.json';
import enProjects from '../../shared/i18n/locales/en/projects.json';
import esProjects from '../../shared/i18n/locales/es/projects.json';
import ptProjects from '../../shared/i18n/locales/pt/projects.json';
import esApi from '../../shared/i18n/locales/es/api.json';
import ptApi from '../../shared/i18n/locales/pt/api.json';
import { resources, supportedLanguages } from '../../shared/i18n/resources';
import { languageSchema, type Language } from '../../shared/schemas/preferences';

/** The `api` namespace (error messages of the HTTP API) is the server's own. */
const serverResources = {
  es: { ...resources.es, api: esApi, projects: esProjects, notifications: esNotifications },
  en: { ...resources.en, api: enApi, projects: enProjects, notifications: enNotifications },
  pt: { ...resources.pt, api: ptApi, projects: ptProjects, notifications: ptNotifications },
};

const instance = i18next.createInstance();
void instance.init({
  resources: serverResources,
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

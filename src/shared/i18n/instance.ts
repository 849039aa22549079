import i18next, { type i18n } from 'i18next';
import { baseI18nOptions } from './config';
import { resources } from './resources';

/**
 * A ready, synchronous i18next instance with every catalogue (for the server, e-mails and tests).
 * Use `instance.getFixedT(matchLanguage(header), 'errors')` per request.
 */
export function createI18nInstance(): i18n {
  const instance = i18next.createInstance();
  void instance.init({ ...baseI18nOptions, resources, lng: baseI18nOptions.fallbackLng, initAsync: false });
  return instance;
}

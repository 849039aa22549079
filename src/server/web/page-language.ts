import { matchLanguage, supportedLanguages, type Language } from '../../shared/i18n/config';
import { cookieValue } from '../auth/resolve-session';

/** The cookie in which the web app keeps the language it shows (src/web/lib/i18n.ts). */
export const LANGUAGE_COOKIE = 'i18next';

/**
 * The language a page is prerendered in for this request: the one the web app last showed (its
 * cookie), else the browser's first supported one (Accept-Language, as the app's detector reads
 * `navigator.languages`), else Spanish. The inline script of the page still hides the markup when
 * the app would pick another (a language kept only in the browser's storage).
 */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = cookieHeader ? cookieValue(cookieHeader, LANGUAGE_COOKIE) : null;
  const base = chosen?.slice(0, 2).toLowerCase();
  const kept = supportedLanguages.find((language) => language === base);
  return kept ?? matchLanguage(acceptLanguage);
}

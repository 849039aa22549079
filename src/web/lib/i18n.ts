import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { baseI18nOptions, matchLanguage, namespaces, type Language } from '@/shared/i18n/config';
import common from '@/shared/i18n/locales/es/common.json';
import errors from '@/shared/i18n/locales/es/errors.json';
import shell from '@/shared/i18n/locales/es/shell.json';
import { BOOT_NAMESPACES } from './boot-namespaces';

/**
 * Translated components render again when catalogues arrive that code already running may use:
 * a non-Spanish visitor's shell catalogues (the entry bundles them in Spanish only), or any
 * catalogue on the development server. Not for those a lazy import waits for (`withNamespaces`):
 * the code using them is not running yet, and re-rendering every translated component on screen
 * for each of them cost 100–450 ms of blocking at 4× CPU while the app started (decision 0013).
 */
export const CATALOGUES_ARRIVED = 'websy:catalogues-arrived';
/** `language|namespace` pairs a lazy import is waiting for, with how many imports wait. */
const awaitedByImports = new Map<string, number>();
/** Pairs that arrived while a lazy import waited for them. */
const broughtForImports = new Set<string>();
i18next.on('loaded', (loaded: Record<string, Record<string, boolean>>) => {
  const pairs = Object.entries(loaded).flatMap(([language, names]) =>
    Object.keys(names).map((name) => `${language}|${name}`),
  );
  // i18next also lists, in a load's event, what other loads brought while it was pending.
  for (const pair of pairs) if (awaitedByImports.has(pair)) broughtForImports.add(pair);
  const unawaited = pairs.filter((pair) => !broughtForImports.has(pair));
  if (unawaited.length > 0) i18next.emit(CATALOGUES_ARRIVED, unawaited);
});

/**
 * Every other catalogue is a chunk of its own, fetched the first time a screen needs it. The
 * Spanish ones bundled above are not among them: they are in the entry, never fetched.
 */
const catalogues = import.meta.glob<Record<string, unknown>>(
  ['../../shared/i18n/locales/*/*.json', '!../../shared/i18n/locales/es/{common,errors,shell}.json'],
  { import: 'default' },
);

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = catalogues[`../../shared/i18n/locales/${matchLanguage(language)}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/**
 * The browser's i18next: detection order localStorage → navigator → <html lang>, cached in
 * localStorage under `i18nextLng` (docs/product.md#languages) and in the `i18next` cookie for the server. Spanish is the default and the fallback.
 */
void i18next
  .use(lazyCatalogues)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    ...baseI18nOptions,
    // A production build loads each screen's namespaces with its code (`withNamespaces`, wired by
    // the build); without that wiring (Vite's dev server, tests) every namespace loads at start.
    ns: import.meta.env.PROD ? [...BOOT_NAMESPACES] : [...namespaces],
    resources: { es: { common, errors, shell } satisfies Record<(typeof BOOT_NAMESPACES)[number], unknown> },
    partialBundledLanguages: true,
    initAsync: false,
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: 'i18nextLng',
      // The cookie tells the server which language to prerender the next first screen in
      // (src/server/web/page-language.ts); the browser's storage stays what the app reads.
      caches: ['localStorage', 'cookie'],
      lookupCookie: 'i18next',
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    react: { useSuspense: false, bindI18n: `languageChanged ${CATALOGUES_ARRIVED}` },
  });

/**
 * Resolves with `module` once `names` are loaded in the current language (and its fallback). The
 * build wraps every lazy `import()` of our code in it (scripts/i18n-namespaces.ts), so a screen
 * renders with its texts; a catalogue that fails to load fails the import like a missing chunk.
 */
export function withNamespaces<T>(module: Promise<T>, names: readonly string[]): Promise<T> {
  const languages: readonly string[] | undefined = i18next.languages;
  const pairs = (languages ?? []).flatMap((language) => names.map((name) => `${language}|${name}`));
  for (const pair of pairs) awaitedByImports.set(pair, (awaitedByImports.get(pair) ?? 0) + 1);
  const settle = () => {
    for (const pair of pairs) {
      const left = (awaitedByImports.get(pair) ?? 1) - 1;
      if (left > 0) awaitedByImports.set(pair, left);
      else awaitedByImports.delete(pair);
    }
  };
  const loaded = new Promise<void>((resolve, reject) => {
    void i18next.loadNamespaces([...names], (failures: unknown) => {
      const failure = Array.isArray(failures) ? failures[0] : failures;
      if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
      else resolve();
    });
  });
  // Settled after i18next's 'loaded' event, which comes right after the load's callback.
  void loaded.then(settle, settle);
  return Promise.all([module, loaded]).then(([value]) => value);
}

/**
 * Resolves once the shell's catalogues are in for the language the app shows: the entry bundles
 * them in Spanish only, and a screen drawn by the server in English or Portuguese is hydrated
 * with its texts, not its keys (src/web/main.tsx).
 */
export function whenLanguageReady(): Promise<void> {
  return new Promise((resolve) => {
    void i18next.loadNamespaces([...BOOT_NAMESPACES], () => resolve());
  });
}

/**
 * Written only when it changes: writing `lang`, even the same value, restyles every element of the
 * page (`:lang()`), 4 ms at full speed while the page starts, and the pre-paint script has set it.
 */
function syncHtmlLang(lng: string | undefined) {
  if (typeof document === 'undefined') return;
  const lang = matchLanguage(lng);
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}
syncHtmlLang(i18next.resolvedLanguage ?? i18next.language);
i18next.on('languageChanged', syncHtmlLang);

/** The language the UI is showing now, always one of es/en/pt. */
export function currentLanguage(): Language {
  return matchLanguage(i18next.resolvedLanguage ?? i18next.language);
}

export { i18next as i18n };

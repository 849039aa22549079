/**
 * Every catalogue of every language (the server, e-mails and tests use them all). The browser
 * bundles Spanish and loads another language's module only when it is chosen (web/lib/i18n.ts).
 * Add a namespace in `config.ts` and in each `languages/<lang>.ts`.
 */
import type { Language } from '../schemas/preferences';
import en from './languages/en';
import es from './languages/es';
import pt from './languages/pt';

export { supportedLanguages } from './config';

export const resources = { es, en, pt } as const satisfies Record<Language, unknown>;

import { translator } from '../lib/i18n';

/** One day in milliseconds: the demo's times are counted in days back from the seed's moment. */
export const day = 86_400_000;
export const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/** An activity entry as `recordActivity` writes it: the Spanish text plus its key and values. */
export function activity(key: string, params: Record<string, string> = {}) {
  return { description: translator('es')(key, params), metadata: { i18n: { key, params } } };
}

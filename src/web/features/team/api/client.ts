import { hc } from 'hono/client';
import type { InsightsApi } from '@/server/app';
import { currentLanguage, i18n } from '@/web/lib/i18n';

/**
 * Typed RPC client (Hono) of the insights module (GET /api/team), with the options of
 * `lib/api-client.ts`: the UI language on every request, same-origin cookies.
 */
const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
const options = {
  headers: () => ({ 'Accept-Language': currentLanguage() }),
  init: { credentials: 'same-origin' },
} satisfies Parameters<typeof hc>[1];

export const insightsApi = hc<InsightsApi>(`${origin}/api`, options);

export type TeamOperation = 'load';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: TeamOperation): string {
  return i18n.t(`team:operations.${key}`);
}

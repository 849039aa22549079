import { hc } from 'hono/client';
import type { AdminApi } from '@/server/app';
import { currentLanguage, i18n } from '@/web/lib/i18n';

/**
 * Typed RPC client (Hono) of the admin module (security log, integrations, environment), with
 * the options of `lib/api-client.ts`: the UI language on every request, same-origin cookies.
 */
const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

export const adminApi = hc<AdminApi>(`${origin}/api`, {
  headers: () => ({ 'Accept-Language': currentLanguage() }),
  init: { credentials: 'same-origin' },
});

export type SystemOperation = 'loadSecurityLogs' | 'loadIntegrations' | 'loadEnvironment';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: SystemOperation): string {
  return i18n.t(`system:operations.${key}`);
}

import type { AdminApi } from '@/server/app';
import { rpcClient } from '@/web/lib/api-client';
import { i18n } from '@/web/lib/i18n';

/**
 * Typed RPC client (Hono) of the admin module (security log, integrations, environment), with
 * the options of `lib/api-client.ts`: the UI language on every request, same-origin cookies.
 */
export const adminApi = rpcClient<AdminApi>('/api');

export type SystemOperation = 'loadSecurityLogs' | 'loadIntegrations' | 'loadEnvironment';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: SystemOperation): string {
  return i18n.t(`system:operations.${key}`);
}

import type { InsightsApi } from '@/server/app';
import { i18n } from '@/web/lib/i18n';
import { rpcClient } from '@/web/lib/api-client';

/**
 * Typed RPC client (Hono) of the insights module (GET /api/team), with the options of
 * `lib/api-client.ts`: the UI language on every request, same-origin cookies.
 */
export const insightsApi = rpcClient<InsightsApi>('/api');

export type TeamOperation = 'load';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: TeamOperation): string {
  return i18n.t(`team:operations.${key}`);
}

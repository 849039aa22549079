import type { InferResponseType } from 'hono/client';
import type { InsightsApi } from '@/server/app';
import { i18n } from '@/web/lib/i18n';
import { rpcClient } from '@/web/lib/api-client';

/**
 * Typed RPC client (Hono) of the insights module (GET /api/analytics), with the options of
 * `lib/api-client.ts`: the UI language on every request, same-origin cookies.
 */
export const insightsApi = rpcClient<InsightsApi>('/api');

/** What GET /api/analytics answers, as the server declares it. */
export type Analytics = InferResponseType<typeof insightsApi.analytics.$get, 200>;

export type AnalyticsOperation = 'load';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: AnalyticsOperation): string {
  return i18n.t(`analytics:operations.${key}`);
}

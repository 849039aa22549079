import type { WebhooksApi } from '@/server/app';
import { rpcClient } from '@/web/lib/api-client';
import { i18n } from '@/web/lib/i18n';

/**
 * Typed RPC client (Hono) of the webhooks module (admins only; its paths start /api/webhooks),
 * with the options of `lib/api-client.ts`: the UI language on every request, same-origin cookies.
 */
export const webhooksApi = rpcClient<WebhooksApi>('/api').webhooks;

export type WebhooksOperation =
  | 'load'
  | 'loadDeliveries'
  | 'loadDelivery'
  | 'create'
  | 'update'
  | 'toggle'
  | 'delete'
  | 'rotate'
  | 'test'
  | 'redeliver';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: WebhooksOperation): string {
  return i18n.t(`webhooks:operations.${key}`);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@/shared/schemas/webhooks';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { operation, webhooksApi } from './client';
import { webhookKeys } from './query-keys';

/** GET /api/webhooks/endpoints (admins): every endpoint, newest first. */
export async function listWebhookEndpoints(signal?: AbortSignal): Promise<WebhookEndpoint[]> {
  const { endpoints } = await unwrap(webhooksApi.endpoints.$get({}, withSignal(signal)));
  return endpoints;
}

export const webhookEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: webhookKeys.endpoints(),
    queryFn: ({ signal }) => listWebhookEndpoints(signal),
    // Changes of endpoints and deliveries arrive over the realtime socket ('webhooks' keys).
    meta: { operation: operation('load'), firstScreen: true },
  });

export function useWebhookEndpoints() {
  return useQuery(webhookEndpointsQueryOptions());
}

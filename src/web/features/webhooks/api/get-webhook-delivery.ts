import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryDetail } from '@/shared/schemas/webhooks';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { operation, webhooksApi } from './client';
import { webhookKeys } from './query-keys';

/** GET /api/webhooks/deliveries/{id} (admins): one delivery with its payload and every attempt. */
export async function getWebhookDelivery(id: string, signal?: AbortSignal): Promise<WebhookDeliveryDetail> {
  const { delivery } = await unwrap(
    webhooksApi.deliveries[':id'].$get({ param: { id } }, withSignal(signal)),
  );
  return delivery;
}

export const webhookDeliveryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: webhookKeys.delivery(id),
    queryFn: ({ signal }) => getWebhookDelivery(id, signal),
    // An attempt made while the details are open arrives over the realtime socket.
    meta: { operation: operation('loadDelivery') },
  });

export function useWebhookDelivery(id: string | null) {
  return useQuery({ ...webhookDeliveryQueryOptions(id ?? ''), enabled: id !== null });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@/shared/schemas/webhooks';
import { unwrap } from '@/web/lib/api-client';
import { addDelivery } from './add-delivery';
import { operation, webhooksApi } from './client';

/** POST /api/webhooks/endpoints/{id}/test (admins): queues a `webhook.test` delivery. */
export async function sendTestWebhook(endpointId: string): Promise<WebhookDelivery> {
  const { delivery } = await unwrap(webhooksApi.endpoints[':id'].test.$post({ param: { id: endpointId } }));
  return delivery;
}

export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    meta: { operation: operation('test') },
    onSuccess: (delivery) => addDelivery(queryClient, delivery),
  });
}

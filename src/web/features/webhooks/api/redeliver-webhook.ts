import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@/shared/schemas/webhooks';
import { unwrap } from '@/web/lib/api-client';
import { addDelivery } from './add-delivery';
import { operation, webhooksApi } from './client';

/** POST /api/webhooks/deliveries/{id}/redeliver (admins): a new delivery of the same event (same id). */
export async function redeliverWebhook(deliveryId: string): Promise<WebhookDelivery> {
  const { delivery } = await unwrap(
    webhooksApi.deliveries[':id'].redeliver.$post({ param: { id: deliveryId } }),
  );
  return delivery;
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhook,
    meta: { operation: operation('redeliver') },
    onSuccess: (delivery) => addDelivery(queryClient, delivery),
  });
}

import type { QueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@/shared/schemas/webhooks';
import type { DeliveriesData } from './list-webhook-deliveries';
import { webhookKeys } from './query-keys';

/**
 * A delivery just created (a test, a redelivery) goes on top of its endpoint's logs at once
 * (those whose filter it matches), then the logs and the endpoint list are read again.
 */
export function addDelivery(queryClient: QueryClient, delivery: WebhookDelivery) {
  const logs = queryClient.getQueriesData<DeliveriesData>({
    queryKey: webhookKeys.deliveriesOf(delivery.endpoint_id),
  });
  for (const [key, data] of logs) {
    const status = key[key.length - 1];
    if (!data || (status !== null && status !== delivery.status)) continue;
    const [first, ...rest] = data.pages;
    if (!first || first.deliveries.some((d) => d.id === delivery.id)) continue;
    queryClient.setQueryData<DeliveriesData>(key, {
      ...data,
      pages: [{ ...first, deliveries: [delivery, ...first.deliveries] }, ...rest],
    });
  }
  void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(delivery.endpoint_id) });
  void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() });
}

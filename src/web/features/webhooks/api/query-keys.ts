import type { WebhookDeliveryStatus } from '@/shared/schemas/webhooks';

/** Everything of the webhooks screens lives under 'webhooks'. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: () => [...webhookKeys.all, 'endpoints'] as const,
  /** Every log of one endpoint, whatever its filter. */
  deliveriesOf: (endpointId: string) => [...webhookKeys.all, 'deliveries', endpointId] as const,
  deliveries: (endpointId: string, status: WebhookDeliveryStatus | null) =>
    [...webhookKeys.deliveriesOf(endpointId), status] as const,
  delivery: (id: string) => [...webhookKeys.all, 'delivery', id] as const,
};

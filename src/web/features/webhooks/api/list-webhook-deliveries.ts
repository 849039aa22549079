import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { WebhookDelivery, WebhookDeliveryStatus } from '@/shared/schemas/webhooks';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { operation, webhooksApi } from './client';
import { webhookKeys } from './query-keys';

export interface DeliveriesPage {
  deliveries: WebhookDelivery[];
  next_cursor: string | null;
}

export type DeliveriesData = InfiniteData<DeliveriesPage, string | null>;

/** Deliveries asked for at once ("Cargar más" asks for as many again). */
export const DELIVERIES_PAGE_SIZE = 25;

/** GET /api/webhooks/endpoints/{id}/deliveries (admins): newest first, a page after `cursor`. */
export async function listWebhookDeliveries(
  endpointId: string,
  status: WebhookDeliveryStatus | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<DeliveriesPage> {
  return unwrap(
    webhooksApi.endpoints[':id'].deliveries.$get(
      {
        param: { id: endpointId },
        query: {
          ...(status && { status }),
          ...(cursor && { cursor }),
          limit: String(DELIVERIES_PAGE_SIZE),
        },
      },
      withSignal(signal),
    ),
  );
}

/**
 * One endpoint's delivery log, page by page. New deliveries and every attempt's result arrive
 * over the realtime socket (`webhook_deliveries` makes the 'webhooks' keys stale), so they show
 * without a reload; a refetch reads every page the log holds.
 */
export const webhookDeliveriesQueryOptions = (endpointId: string, status: WebhookDeliveryStatus | null) =>
  infiniteQueryOptions({
    queryKey: webhookKeys.deliveries(endpointId, status),
    queryFn: ({ pageParam, signal }) => listWebhookDeliveries(endpointId, status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    meta: { operation: operation('loadDeliveries') },
  });

export function useWebhookDeliveries(
  endpointId: string,
  status: WebhookDeliveryStatus | null,
  enabled: boolean,
) {
  return useInfiniteQuery({ ...webhookDeliveriesQueryOptions(endpointId, status), enabled });
}

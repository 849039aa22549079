import type { WebhookDeliveryRow, WebhookEventRow } from '../../db/schema/webhooks';
import type {
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookPayload,
} from '../../../shared/schemas/webhooks';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A delivery as the log lists it. */
export function presentDelivery(
  row: WebhookDeliveryRow,
  eventType: WebhookEventRow['type'],
): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event_id: row.eventId,
    event_type: eventType,
    status: row.status,
    attempts: row.attempts,
    response_status: row.responseStatus,
    latency_ms: row.latencyMs,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: iso(row.lastAttemptAt),
    next_attempt_at: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    redelivery_of: row.redeliveryOf,
  };
}

/** The body every attempt of an event sends: the same bytes each time (receivers de-duplicate on `id`). */
export function payloadOf(event: WebhookEventRow): WebhookPayload {
  return { id: event.id, type: event.type, timestamp: event.createdAt.toISOString(), data: event.payload };
}

/** A delivery with what it sent and every attempt. */
export function presentDeliveryDetail(
  row: WebhookDeliveryRow,
  event: WebhookEventRow,
): WebhookDeliveryDetail {
  return {
    ...presentDelivery(row, event.type),
    payload: payloadOf(event),
    attempt_log: row.attemptLog,
  };
}

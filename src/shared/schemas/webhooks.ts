import { z } from 'zod';

/**
 * Signed webhooks (docs/product.md#webhooks): admins register endpoints for the events they want;
 * each delivery is a JSON body signed as the Standard Webhooks specification says
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>` over
 * `id.timestamp.body`, secret `whsec_<base64>`), queued in the same transaction as the change.
 */
export const webhookEventTypes = [
  'project.created',
  'approval.decided',
  'phase.submitted',
  'phase.accepted',
  'task.completed',
  'comment.created',
  'invoice.created',
  'invoice.paid',
  'ticket.opened',
  'ticket.updated',
  'file.uploaded',
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** The body of every delivery: `data` holds the changed record as the API presents it. */
export const webhookPayloadSchema = z.object({
  /** The event's id: the same on every attempt and redelivery (receivers de-duplicate on it). */
  id: z.string(),
  type: z.union([webhookEventTypeSchema, z.literal('webhook.test')]),
  /** When the change happened (ISO 8601). */
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

export const webhookUrlSchema = z
  .url({ protocol: /^https?$/, error: 'webhooks:validation.urlInvalid' })
  .max(2000, 'webhooks:validation.urlInvalid');

export const createWebhookEndpointSchema = z.object({
  url: webhookUrlSchema,
  description: z.string().trim().max(200, 'webhooks:validation.descriptionTooLong').default(''),
  events: z.array(webhookEventTypeSchema).min(1, 'webhooks:validation.eventsRequired'),
});
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointSchema>;

/** Changing an endpoint; `enabled: true` re-enables one the portal disabled after repeated failures. */
export const updateWebhookEndpointSchema = createWebhookEndpointSchema
  .partial()
  .extend({ enabled: z.boolean().optional() });
export type UpdateWebhookEndpointInput = z.input<typeof updateWebhookEndpointSchema>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why the portal disabled it ('failures': repeated failed deliveries), null when enabled or disabled by an admin. */
  disabled_reason: z.enum(['failures']).nullable(),
  /** Deliveries failed in a row (every attempt spent); resets on a success. */
  failure_streak: z.number().int().min(0),
  /** The last four characters of the secret, so an admin can tell which one a receiver holds. */
  secret_hint: z.string(),
  created_at: z.string(),
  last_delivery: z.object({ status: z.enum(['pending', 'succeeded', 'failed']), at: z.string() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Returned once, on creation and on rotation: the secret is stored only to sign and is never shown again. */
export const webhookSecretSchema = z.object({ secret: z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/) });

export const webhookDeliveryStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

export const webhookAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's HTTP status, null when no answer came (timeout, refused, blocked address). */
  response_status: z.number().int().nullable(),
  latency_ms: z.number().int().nullable(),
  /** What went wrong without an answer: 'timeout', 'connection', 'private_address', 'invalid_url', 'unresolvable', 'tls'. */
  error: z.string().nullable(),
  /** The first KiB of the receiver's answer, as text (null without an answer). */
  response_body: z.string().nullable().optional(),
});

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  endpoint_id: z.uuid(),
  event_id: z.string(),
  event_type: z.union([webhookEventTypeSchema, z.literal('webhook.test')]),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int().min(0),
  response_status: z.number().int().nullable(),
  latency_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  /** When the next retry goes, while pending. */
  next_attempt_at: z.string().nullable(),
  /** A redelivery of this delivery (same event id), or null. */
  redelivery_of: z.uuid().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryDetailSchema = webhookDeliverySchema.extend({
  payload: webhookPayloadSchema,
  attempt_log: z.array(webhookAttemptSchema),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

export const listWebhookDeliveriesQuerySchema = z.object({
  status: webhookDeliveryStatusSchema.optional(),
  /** The `next_cursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/**
 * The API (all admins only; the `webhooks:manage` scope for tokens):
 * - GET    /api/webhooks/endpoints                         → { endpoints: WebhookEndpoint[] }
 * - POST   /api/webhooks/endpoints                         → 201 { endpoint, secret }
 * - PATCH  /api/webhooks/endpoints/{id}                    → { endpoint }
 * - DELETE /api/webhooks/endpoints/{id}                    → 204
 * - POST   /api/webhooks/endpoints/{id}/rotate-secret      → { secret }
 * - POST   /api/webhooks/endpoints/{id}/test               → 201 { delivery } (a `webhook.test` event)
 * - GET    /api/webhooks/endpoints/{id}/deliveries         → { deliveries: WebhookDelivery[], next_cursor: string | null }
 * - GET    /api/webhooks/deliveries/{id}                   → { delivery: WebhookDeliveryDetail }
 * - POST   /api/webhooks/deliveries/{id}/redeliver         → 201 { delivery } (a new delivery, same event id)
 * The web app's RPC type: `WebhooksApi` (src/server/http/rpc-types.ts).
 */

import type { WebhookDelivery, WebhookEndpoint } from '../../../shared/schemas/webhooks';

/** Examples of the OpenAPI document (docs/product.md#webhooks). */
export const endpointExample: WebhookEndpoint = {
  id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  url: 'https://hooks.example.com/websy',
  description: 'Facturación en el ERP',
  events: ['invoice.created', 'invoice.paid'],
  enabled: true,
  disabled_reason: null,
  failure_streak: 0,
  secret_hint: 'Xk9=',
  created_at: '2026-11-20T09:00:00.000Z',
  last_delivery: { status: 'succeeded', at: '2026-11-21T10:00:00.120Z' },
};

export const secretExample = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

export const deliveryExample: WebhookDelivery = {
  id: '4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f',
  endpoint_id: endpointExample.id,
  event_id: 'evt_6f1c2d3e4a5b4c6d8e7f9a0b1c2d3e4f',
  event_type: 'invoice.paid',
  status: 'succeeded',
  attempts: 1,
  response_status: 200,
  latency_ms: 184,
  error: null,
  created_at: '2026-11-21T10:00:00.000Z',
  last_attempt_at: '2026-11-21T10:00:00.120Z',
  next_attempt_at: null,
  redelivery_of: null,
};

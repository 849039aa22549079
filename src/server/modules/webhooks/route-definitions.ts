import { z } from '@hono/zod-openapi';
import { routesTagged, withKey } from '../../lib/openapi-common';
import {
  createWebhookEndpointSchema,
  listWebhookDeliveriesQuerySchema,
  updateWebhookEndpointSchema,
  webhookDeliveryDetailSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookSecretSchema,
} from '../../../shared/schemas/webhooks';
import { deliveryExample, endpointExample, secretExample } from './examples';

const route = routesTagged('Webhooks');

export const listEndpointsRoute = route.get('/webhooks/endpoints', 'Admin: the webhook endpoints', {
  response: withKey('endpoints', z.array(webhookEndpointSchema)),
  responseExample: { endpoints: [endpointExample] },
});
export const createEndpointRoute = route.post(
  '/webhooks/endpoints',
  'Admin: register an endpoint (URL, events); its signing secret is answered this once',
  {
    body: createWebhookEndpointSchema,
    bodyExample: {
      url: endpointExample.url,
      description: endpointExample.description,
      events: endpointExample.events,
    },
    response: z.object({ endpoint: webhookEndpointSchema, secret: z.string() }),
    responseExample: { endpoint: { ...endpointExample, last_delivery: null }, secret: secretExample },
    status: 201,
  },
);
export const updateEndpointRoute = route.patch(
  '/webhooks/endpoints/{id}',
  'Admin: change an endpoint, or disable / enable it (old pending deliveries are not sent)',
  {
    body: updateWebhookEndpointSchema,
    bodyExample: { enabled: true },
    response: withKey('endpoint', webhookEndpointSchema),
    responseExample: { endpoint: endpointExample },
  },
);
export const deleteEndpointRoute = route.delete(
  '/webhooks/endpoints/{id}',
  'Admin: remove an endpoint and its delivery log',
);
export const rotateSecretRoute = route.post(
  '/webhooks/endpoints/{id}/rotate-secret',
  'Admin: a new signing secret, answered this once',
  { response: webhookSecretSchema, responseExample: { secret: secretExample } },
);
export const sendTestRoute = route.post(
  '/webhooks/endpoints/{id}/test',
  'Admin: send a signed `webhook.test` event to the endpoint',
  {
    response: withKey('delivery', webhookDeliverySchema),
    responseExample: {
      delivery: { ...deliveryExample, event_type: 'webhook.test', status: 'pending', attempts: 0 },
    },
    status: 201,
  },
);
export const listDeliveriesRoute = route.get(
  '/webhooks/endpoints/{id}/deliveries',
  "Admin: an endpoint's delivery log, newest first (cursor pages)",
  {
    query: listWebhookDeliveriesQuerySchema,
    response: z.object({ deliveries: z.array(webhookDeliverySchema), next_cursor: z.string().nullable() }),
    responseExample: { deliveries: [deliveryExample], next_cursor: null },
  },
);
export const getDeliveryRoute = route.get(
  '/webhooks/deliveries/{id}',
  'Admin: one delivery with its body and every attempt (status, latency, response)',
  {
    response: withKey('delivery', webhookDeliveryDetailSchema),
    responseExample: {
      delivery: {
        ...deliveryExample,
        payload: {
          id: deliveryExample.event_id,
          type: deliveryExample.event_type,
          timestamp: deliveryExample.created_at,
          data: { id: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', number: 'FAC-2026-00042', status: 'paid' },
        },
        attempt_log: [
          {
            at: '2026-11-21T10:00:00.120Z',
            response_status: 200,
            latency_ms: 184,
            error: null,
            response_body: '{"ok":true}',
          },
        ],
      },
    },
  },
);
export const redeliverRoute = route.post(
  '/webhooks/deliveries/{id}/redeliver',
  'Admin: send a delivery again (a new delivery with the same event id)',
  {
    response: withKey('delivery', webhookDeliverySchema),
    responseExample: {
      delivery: {
        ...deliveryExample,
        id: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f8a',
        status: 'pending',
        attempts: 0,
        redelivery_of: deliveryExample.id,
      },
    },
    status: 201,
  },
);

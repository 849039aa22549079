import { sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { webhookEvents } from '../../db/schema/webhooks';
import { findEndpoint } from './internal/find-endpoint';
import { queueDelivery } from './internal/deliveries';
import { webhookPolicy } from './policy';
import { presentDelivery } from './present-delivery';

/** Queues a `webhook.test` event for one endpoint: signed and retried like any other. */
export async function sendTest(db: Database, caller: Caller, id: string) {
  webhookPolicy.assertCanManage(caller);
  return asCaller(db, caller, async (tx) => {
    const endpoint = await findEndpoint(tx, id);
    webhookPolicy.assertCanSend(caller, endpoint);
    const [event] = await tx
      .insert(webhookEvents)
      .values({
        id: sql`'evt_' || replace(gen_random_uuid()::text, '-', '')`,
        type: 'webhook.test',
        payload: { endpoint_id: endpoint.id, url: endpoint.url, message: 'Websy Portal webhook test' },
      })
      .returning();
    const delivery = await queueDelivery(tx, { endpointId: endpoint.id, eventId: event!.id });
    return presentDelivery(delivery, event!.type);
  });
}

import { asCaller, type Caller, type Database } from '../../db/client';
import { findDelivery } from './internal/find-delivery';
import { findEndpoint } from './internal/find-endpoint';
import { queueDelivery } from './internal/deliveries';
import { webhookPolicy } from './policy';
import { presentDelivery } from './present-delivery';

/**
 * Sends a delivery's event again as a new delivery: the same event id (`webhook-id`) and body, so
 * a receiver that already has it can tell; it has the retry schedule of any delivery.
 */
export async function redeliver(db: Database, caller: Caller, id: string) {
  webhookPolicy.assertCanManage(caller);
  return asCaller(db, caller, async (tx) => {
    const { delivery, event } = await findDelivery(tx, id);
    const endpoint = await findEndpoint(tx, delivery.endpointId);
    webhookPolicy.assertCanSend(caller, endpoint);
    const again = await queueDelivery(tx, {
      endpointId: endpoint.id,
      eventId: event.id,
      redeliveryOf: delivery.id,
    });
    return presentDelivery(again, event.type);
  });
}

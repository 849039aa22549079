import { asCaller, type Caller, type Database } from '../../db/client';
import { findDelivery } from './internal/find-delivery';
import { webhookPolicy } from './policy';
import { presentDeliveryDetail } from './present-delivery';

/** One delivery with the body it sends and the log of its attempts. */
export async function getDelivery(db: Database, caller: Caller, id: string) {
  webhookPolicy.assertCanManage(caller);
  return asCaller(db, caller, async (tx) => {
    const { delivery, event } = await findDelivery(tx, id);
    return presentDeliveryDetail(delivery, event);
  });
}

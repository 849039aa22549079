import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import { AppError } from '../../../shared/errors';
import { webhookPolicy } from './policy';

/**
 * Removes an endpoint and its delivery log. The deliveries go first, in the order a sender locks
 * them (delivery, then endpoint), so a delivery under way finishes instead of deadlocking.
 */
export async function deleteEndpoint(db: Database, caller: Caller, id: string) {
  webhookPolicy.assertCanManage(caller);
  await asCaller(db, caller, async (tx) => {
    await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id });
    if (!row) throw new AppError('NOT_FOUND', { message: 'api:webhooks.endpointNotFound' });
  });
}

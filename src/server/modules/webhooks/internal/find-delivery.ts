import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { webhookDeliveries, webhookEvents } from '../../../db/schema/webhooks';
import { AppError } from '../../../../shared/errors';

/** A delivery with its event; 404 when there is none. */
export async function findDelivery(tx: Tx, id: string) {
  const [row] = await tx
    .select({ delivery: webhookDeliveries, event: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, id));
  if (!row) throw new AppError('NOT_FOUND', { message: 'api:webhooks.deliveryNotFound' });
  return row;
}

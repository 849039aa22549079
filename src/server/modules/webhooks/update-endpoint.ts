import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { webhookEndpoints } from '../../db/schema/webhooks';
import type { updateWebhookEndpointSchema } from '../../../shared/schemas/webhooks';
import { failPendingDeliveries, lastDeliveries } from './internal/deliveries';
import { findEndpoint } from './internal/find-endpoint';
import { webhookPolicy } from './policy';
import { presentEndpoint } from './present-endpoint';

type Input = z.output<typeof updateWebhookEndpointSchema>;

/**
 * Changes an endpoint's address, description, events, or whether it is enabled. Disabling (or
 * enabling again, after the portal disabled it) ends its pending deliveries: old events are not
 * sent on enabling; a redelivery sends one again.
 */
export async function updateEndpoint(db: Database, caller: Caller, id: string, input: Input) {
  webhookPolicy.assertCanManage(caller);
  return asCaller(db, caller, async (tx) => {
    const current = await findEndpoint(tx, id, { forUpdate: true });
    const enabling = input.enabled === true && !current.enabled;
    const disabling = input.enabled === false && current.enabled;
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(input.url !== undefined && { url: input.url }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.events !== undefined && { events: [...new Set(input.events)] }),
        ...(input.enabled !== undefined && { enabled: input.enabled, disabledReason: null }),
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (enabling || disabling) await failPendingDeliveries(tx, id);
    const last = await lastDeliveries(tx, [id]);
    return presentEndpoint(row!, last.get(id) ?? null);
  });
}

import { desc, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { webhookDeliveries } from '../../../db/schema/webhooks';
import type { LastDelivery } from '../present-endpoint';

/** Each endpoint's latest delivery (status, and when it was last attempted or queued). */
export async function lastDeliveries(tx: Tx, endpointIds: string[]): Promise<Map<string, LastDelivery>> {
  if (endpointIds.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      status: webhookDeliveries.status,
      at: sql<Date>`coalesce(${webhookDeliveries.lastAttemptAt}, ${webhookDeliveries.createdAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
  return new Map(rows.map((r) => [r.endpointId, { status: r.status, at: r.at }]));
}

/** Queues one delivery of an event, due at once; the senders hear of it on commit. */
export async function queueDelivery(
  tx: Tx,
  values: { endpointId: string; eventId: string; redeliveryOf?: string },
) {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({ ...values, nextAttemptAt: sql`now()` })
    .returning();
  await tx.execute(sql`SELECT pg_notify('websy_webhooks', '')`);
  return row!;
}

/**
 * An endpoint's pending deliveries end as failed ('endpoint_disabled'): a disabled endpoint sends
 * nothing, and enabling it again does not send old events (a redelivery does). A delivery a sender
 * holds right now is skipped, not waited for: its attempt ends it (decision 0056).
 */
export async function failPendingDeliveries(tx: Tx, endpointId: string) {
  await tx.execute(sql`
    UPDATE ${webhookDeliveries} SET status = 'failed', next_attempt_at = NULL, error = 'endpoint_disabled'
     WHERE id IN (SELECT id FROM ${webhookDeliveries}
                   WHERE endpoint_id = ${endpointId} AND status = 'pending'
                     FOR UPDATE SKIP LOCKED)`);
}

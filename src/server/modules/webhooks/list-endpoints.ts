import { desc } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { webhookEndpoints } from '../../db/schema/webhooks';
import { lastDeliveries } from './internal/deliveries';
import { webhookPolicy } from './policy';
import { presentEndpoint } from './present-endpoint';

/** Every endpoint, newest first, each with its latest delivery. */
export async function listEndpoints(db: Database, caller: Caller) {
  webhookPolicy.assertCanManage(caller);
  return asCaller(db, caller, async (tx) => {
    const rows = await tx.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
    const last = await lastDeliveries(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((row) => presentEndpoint(row, last.get(row.id) ?? null));
  });
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { webhookDeliveries, webhookEvents } from '../../db/schema/webhooks';
import { AppError } from '../../../shared/errors';
import type { listWebhookDeliveriesQuerySchema } from '../../../shared/schemas/webhooks';
import { findEndpoint } from './internal/find-endpoint';
import { webhookPolicy } from './policy';
import { presentDelivery } from './present-delivery';

type Query = z.output<typeof listWebhookDeliveriesQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An endpoint's delivery log, newest first, a page at a time: the cursor is the last delivery of
 * the previous page, so a page never repeats or skips a row while new ones arrive.
 */
export async function listDeliveries(db: Database, caller: Caller, endpointId: string, q: Query) {
  webhookPolicy.assertCanManage(caller);
  if (q.cursor !== undefined && !UUID.test(q.cursor)) {
    throw new AppError('VALIDATION', {
      details: [{ path: 'cursor', message: 'api:webhooks.cursorInvalid' }],
    });
  }
  return asCaller(db, caller, async (tx) => {
    await findEndpoint(tx, endpointId);
    const rows = await tx
      .select({ delivery: webhookDeliveries, type: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          q.status ? eq(webhookDeliveries.status, q.status) : undefined,
          q.cursor
            ? sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) <
                  (SELECT c.created_at, c.id FROM ${webhookDeliveries} c WHERE c.id = ${q.cursor})`
            : undefined,
        ),
      )
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(q.limit + 1);
    const page = rows.slice(0, q.limit);
    return {
      deliveries: page.map((r) => presentDelivery(r.delivery, r.type)),
      next_cursor: rows.length > q.limit ? page[page.length - 1]!.delivery.id : null,
    };
  });
}

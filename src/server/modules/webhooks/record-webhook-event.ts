import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { WebhookEventType } from '../../../shared/schemas/webhooks';

/**
 * Puts a change's event in the webhook outbox, inside the change's own transaction (decision
 * 0056): the event and one delivery per enabled endpoint that wants it are written with the
 * change or not at all. `record` is the changed record as the API presents it; its `can` (the
 * caller's permissions, not the record's) stays out. Runs as any caller: the SQL function may
 * write the outbox, the caller may read none of it.
 */
export async function recordWebhookEvent(tx: Tx, type: WebhookEventType, record: object): Promise<void> {
  const { can: _can, ...data } = record as Record<string, unknown>;
  await tx.execute(sql`SELECT enqueue_webhook_event(${type}, ${JSON.stringify(data)}::jsonb)`);
}

import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import type { WebhookAttempt } from '../../db/schema/webhooks';
import type { OutboundPolicy } from '../../lib/outbound-http';
import type { WebhookEventType } from '../../../shared/schemas/webhooks';
import { nextAttemptAt } from './delivery-schedule';
import { attemptDelivery, type AttemptResult } from './internal/attempt-delivery';
import type { WebhookService } from './webhook-service';

export interface SenderDeps {
  /** A pool of the sender's own: each delivery under way holds one connection. */
  db: Database;
  webhooks: WebhookService;
  outbound: OutboundPolicy;
  userAgent: string;
}

/** An endpoint the portal has just disabled after a delivery spent its whole schedule. */
export interface DisabledEndpoint {
  id: string;
  url: string;
  description: string;
}

interface Claimed extends Record<string, unknown> {
  id: string;
  endpoint_id: string;
  event_id: string;
  attempts: number;
  created_at: Date;
  now: Date;
  type: WebhookEventType | 'webhook.test';
  payload: Record<string, unknown>;
  event_at: Date;
  url: string;
  secret_ciphertext: string;
}

/**
 * The oldest due delivery of an enabled endpoint that no other sender holds, locked for this
 * transaction: the lock is what makes a delivery go from one instance at a time, and a sender
 * that dies (even by SIGKILL) loses its connection and so its lock at once, leaving the delivery
 * due for the next sender, with the same event id (at least once).
 */
async function claim(tx: Tx): Promise<Claimed | undefined> {
  const { rows } = await tx.execute<Claimed>(sql`
    SELECT d.id, d.endpoint_id, d.event_id, d.attempts, d.created_at, now() AS now,
           e.type, e.payload, e.created_at AS event_at, ep.url, ep.secret_ciphertext
      FROM webhook_deliveries d
      JOIN webhook_endpoints ep ON ep.id = d.endpoint_id
      JOIN webhook_events e ON e.id = d.event_id
     WHERE d.status = 'pending' AND d.next_attempt_at <= now() AND ep.enabled
     ORDER BY d.next_attempt_at
     LIMIT 1
       FOR UPDATE OF d SKIP LOCKED`);
  const row = rows[0];
  return (
    row && {
      ...row,
      created_at: new Date(row.created_at),
      now: new Date(row.now),
      event_at: new Date(row.event_at),
    }
  );
}

/** The delivery's body: the same bytes on every attempt and redelivery of the event. */
export function bodyOf(row: Pick<Claimed, 'event_id' | 'type' | 'event_at' | 'payload'>): string {
  return JSON.stringify({
    id: row.event_id,
    type: row.type,
    timestamp: row.event_at.toISOString(),
    data: row.payload,
  });
}

async function record(tx: Tx, row: Claimed, result: AttemptResult): Promise<DisabledEndpoint | null> {
  const attempts = row.attempts + 1;
  const entry: WebhookAttempt = {
    at: row.now.toISOString(),
    response_status: result.responseStatus,
    latency_ms: result.latencyMs,
    error: result.error,
    response_body: result.responseBody,
  };
  const next = result.ok ? null : nextAttemptAt(row.created_at, attempts, row.now);
  const status = result.ok ? 'succeeded' : next ? 'pending' : 'failed';
  // A retry of an endpoint disabled meanwhile is not kept pending: it would go on enabling.
  await tx.execute(sql`
    UPDATE webhook_deliveries
       SET attempts = ${attempts}, last_attempt_at = ${row.now}, response_status = ${result.responseStatus},
           latency_ms = ${result.latencyMs}, error = ${result.error}, response_body = ${result.responseBody},
           attempt_log = attempt_log || ${JSON.stringify([entry])}::jsonb,
           status = CASE WHEN ${status} = 'pending'
                          AND NOT (SELECT enabled FROM webhook_endpoints WHERE id = ${row.endpoint_id})
                         THEN 'failed' ELSE ${status} END,
           next_attempt_at = CASE WHEN ${status} = 'pending'
                                   AND (SELECT enabled FROM webhook_endpoints WHERE id = ${row.endpoint_id})
                                  THEN ${next}::timestamptz END
     WHERE id = ${row.id}`);
  if (result.ok) {
    // Written when it tells something new (a streak ends, or a minute has passed): concurrent
    // successes to one endpoint do not queue on its row.
    await tx.execute(sql`
      UPDATE webhook_endpoints SET failure_streak = 0, last_success_at = ${row.now}
       WHERE id = ${row.endpoint_id}
         AND (failure_streak <> 0 OR last_success_at IS NULL OR last_success_at < ${row.now}::timestamptz - interval '1 minute')`);
    return null;
  }
  if (status !== 'failed') return null;
  // The whole schedule spent (24 h of failures) and no success since this delivery was queued:
  // the portal disables the endpoint and its other pending deliveries end.
  const { rows } = await tx.execute<DisabledEndpoint & Record<string, unknown>>(sql`
    UPDATE webhook_endpoints
       SET failure_streak = failure_streak + 1, enabled = false, disabled_reason = 'failures', updated_at = now()
     WHERE id = ${row.endpoint_id} AND enabled
       AND NOT EXISTS (SELECT 1 FROM webhook_deliveries s
                        WHERE s.endpoint_id = ${row.endpoint_id} AND s.status = 'succeeded'
                          AND s.last_attempt_at >= ${row.created_at}
                          -- every attempt of a delivery falls within a day of its queueing
                          AND s.created_at >= ${row.created_at}::timestamptz - interval '2 days')
     RETURNING id, url, description`);
  if (rows[0]) {
    await tx.execute(sql`
      UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL, error = 'endpoint_disabled'
       WHERE id IN (SELECT id FROM webhook_deliveries
                     WHERE endpoint_id = ${row.endpoint_id} AND status = 'pending'
                       FOR UPDATE SKIP LOCKED)`);
    return rows[0];
  }
  await tx.execute(
    sql`UPDATE webhook_endpoints SET failure_streak = failure_streak + 1 WHERE id = ${row.endpoint_id}`,
  );
  return null;
}

/**
 * Sends the oldest due delivery, if any, and records the attempt in the same transaction that
 * holds it. Answers whether there was one, and the endpoint it disabled, if it did.
 */
export async function sendDueDelivery(
  deps: SenderDeps,
): Promise<{ sent: boolean; disabled: DisabledEndpoint | null }> {
  return deps.db.transaction(async (tx) => {
    const row = await claim(tx);
    if (!row) return { sent: false, disabled: null };
    const result = await attemptDelivery(
      {
        url: row.url,
        eventId: row.event_id,
        body: bodyOf(row),
        secret: deps.webhooks.cipher.decrypt(row.secret_ciphertext),
      },
      deps.outbound,
      deps.userAgent,
    );
    return { sent: true, disabled: await record(tx, row, result) };
  });
}

import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WebhookEventType } from '../../../shared/schemas/webhooks';
import { users } from './users';

/** What one attempt of a delivery left in its log (decision 0056). */
export interface WebhookAttempt {
  at: string;
  response_status: number | null;
  latency_ms: number | null;
  error: string | null;
  /** The first KiB of the receiver's answer. */
  response_body: string | null;
}

/**
 * Signed webhooks (decision 0056, migration 0041): the endpoints the admins register, the events
 * of the portal's changes (the outbox, written in the change's transaction) and one delivery per
 * endpoint and event. Admins only under row-level security; a change enqueues through the
 * SECURITY DEFINER function `enqueue_webhook_event`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    /** The `whsec_…` secret sealed with the app secret (AES-256-GCM): kept to sign, never shown again. */
    secretCiphertext: text('secret_ciphertext').notNull(),
    /** The secret's last four characters. */
    secretHint: text('secret_hint').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: ['failures'] }),
    failureStreak: integer('failure_streak').notNull().default(0),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_created_at_idx').on(t.createdAt)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export const webhookEvents = pgTable('webhook_events', {
  /** `evt_` and 32 hex digits: the `webhook-id` of every attempt and redelivery. */
  id: text('id').primaryKey(),
  type: text('type').$type<WebhookEventType | 'webhook.test'>().notNull(),
  /** The changed record as the API presents it (the body's `data`). */
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type WebhookEventRow = typeof webhookEvents.$inferSelect;

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender takes it next; null once it succeeded or failed for good. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    latencyMs: integer('latency_ms'),
    error: text('error'),
    responseBody: text('response_body'),
    attemptLog: jsonb('attempt_log').$type<WebhookAttempt[]>().notNull().default([]),
    redeliveryOf: uuid('redelivery_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_event_idx').on(t.eventId),
    index('webhook_deliveries_redelivery_of_idx').on(t.redeliveryOf),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

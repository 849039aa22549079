import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { startWebhookSender } from '../../../src/server/jobs/webhook-sender';
import type { OutboundPolicy } from '../../../src/server/lib/outbound-http';
import type { HttpClient } from '../../support/http-client';
import { signInOwner, startTestApp, type TestApp } from '../../support/test-app';
import { startWebhookReceiver } from '../../support/webhook-receiver';

/**
 * The portal's own webhook sender on a test app's database (the test app runs no jobs), with the
 * app's outbound rules unless `outbound` overrides them.
 */
export function startSender(app: TestApp, outbound?: OutboundPolicy) {
  const { db, webhooks, mailer, logger, config } = app.server.deps;
  return startWebhookSender({
    databaseUrl: app.databaseUrl,
    db,
    webhooks,
    mailer,
    logger,
    baseURL: app.baseUrl,
    outbound: outbound ?? config.outbound,
  });
}

/**
 * What a webhook test file runs against: an app that may send to loopback addresses, its owner
 * signed in, a local receiver, and the portal's sender on the app's database.
 */
export async function startWebhookTest() {
  const app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' });
  const admin = await signInOwner(app);
  const receiver = await startWebhookReceiver();
  const sender = await startSender(app);
  return { app, admin, receiver, sender };
}
export type WebhookTest = Awaited<ReturnType<typeof startWebhookTest>>;

/** Stops what `startWebhookTest` started: the sender first, then the receiver and the app. */
export async function stopWebhookTest({ app, receiver, sender }: Partial<WebhookTest>) {
  await sender?.stop();
  await receiver?.close();
  await app?.close();
}

/** Registers an endpoint as the admin; the endpoint and its secret. */
export async function createEndpoint(admin: HttpClient, url: string, events: string[], description = '') {
  const res = await admin.post('/api/webhooks/endpoints', { url, events, description });
  expect(res.status, res.text).toBe(201);
  return res.json as { endpoint: { id: string; secret_hint: string }; secret: string };
}

/** Polls `read` until `done` holds (or fails after `timeoutMs`). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not done: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface DeliveryRow extends Record<string, unknown> {
  id: string;
  event_id: string;
  status: string;
  attempts: number;
  error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
}

/** The deliveries of an endpoint as the database holds them, oldest first. */
export async function deliveriesOf(app: TestApp, endpointId: string): Promise<DeliveryRow[]> {
  const { rows } = await app.db.execute<DeliveryRow>(
    sql`SELECT id, event_id, status, attempts, error, created_at, last_attempt_at, next_attempt_at
          FROM webhook_deliveries WHERE endpoint_id = ${endpointId} ORDER BY created_at, id`,
  );
  const date = (v: unknown) => (v === null ? null : new Date(v as string));
  return rows.map((r) => ({
    ...r,
    created_at: new Date(r.created_at),
    last_attempt_at: date(r.last_attempt_at),
    next_attempt_at: date(r.next_attempt_at),
  }));
}

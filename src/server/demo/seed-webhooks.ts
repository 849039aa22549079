import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payments } from '../db/schema/payments';
import { users } from '../db/schema/users';
import {
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  type WebhookAttempt,
} from '../db/schema/webhooks';
import { newSigningSecret } from '../modules/webhooks/signing-secret';
import type { WebhookService } from '../modules/webhooks/webhook-service';
import { RETRY_DELAYS_MS } from '../modules/webhooks/delivery-schedule';
import { day } from './seed-dates';

/**
 * Addresses under `.example` (RFC 2606) exist nowhere; both demo endpoints are disabled too (one
 * by an admin, one by the portal after a day of failures), so the demo sends nothing and the
 * console shows the history recorded here (decision 0056).
 */
const ERP_URL = 'https://hooks.holded.example/websy/facturas';
const CRM_URL = 'https://hooks.zapier.example/hooks/catch/4821937/crm-websy/';

const eventId = () => `evt_${randomUUID().replace(/-/g, '')}`;
const attempt = (at: Date, status: number | null, latency: number | null, error: string | null) =>
  ({
    at: at.toISOString(),
    response_status: status,
    latency_ms: latency,
    error,
    response_body: status === null ? null : status < 300 ? '{"received":true}' : 'Service Unavailable',
  }) satisfies WebhookAttempt;

/**
 * Signed webhooks in the demo: the invoices' endpoint of an ERP with three weeks of deliveries
 * (one that needed a retry), paused by an admin; and a CRM's endpoint the portal disabled after
 * its deliveries failed for 24 hours.
 */
export async function seedDemoWebhooks(db: Database, webhooks: WebhookService, now: number) {
  await db.transaction(async (tx) => {
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    const invoices = await tx.select().from(payments).orderBy(payments.issueDate).limit(40);
    if (!admin || invoices.length === 0) return;
    const [erp] = await tx
      .insert(webhookEndpoints)
      .values({
        url: ERP_URL,
        description: 'Facturas al ERP (Holded)',
        events: ['invoice.created', 'invoice.paid'],
        ...secretOf(webhooks),
        enabled: false,
        lastSuccessAt: new Date(now - 2 * day),
        createdBy: admin.id,
        createdAt: new Date(now - 24 * day),
      })
      .returning();
    const recent = invoices.slice(-12);
    for (const [i, invoice] of recent.entries()) {
      const at = new Date(now - (22 - i * 1.7) * day);
      const type = invoice.status === 'paid' && i % 2 === 1 ? 'invoice.paid' : 'invoice.created';
      const id = eventId();
      await tx.insert(webhookEvents).values({
        id,
        type,
        payload: { id: invoice.id, number: invoice.number, amount: invoice.amount, status: invoice.status },
        createdAt: at,
      });
      const retried = i === 4;
      const log = retried
        ? [attempt(at, 503, 312, null), attempt(new Date(at.getTime() + RETRY_DELAYS_MS[0]), 200, 188, null)]
        : [attempt(at, 200, 140 + ((i * 53) % 220), null)];
      const last = log.at(-1)!;
      await tx.insert(webhookDeliveries).values({
        endpointId: erp!.id,
        eventId: id,
        status: 'succeeded',
        attempts: log.length,
        lastAttemptAt: new Date(last.at),
        responseStatus: last.response_status,
        latencyMs: last.latency_ms,
        responseBody: last.response_body,
        attemptLog: log,
        createdAt: at,
      });
    }
    const [crm] = await tx
      .insert(webhookEndpoints)
      .values({
        url: CRM_URL,
        description: 'Proyectos nuevos al CRM (Zapier)',
        events: ['project.created', 'ticket.opened'],
        ...secretOf(webhooks),
        enabled: false,
        disabledReason: 'failures',
        failureStreak: 1,
        createdBy: admin.id,
        createdAt: new Date(now - 9 * day),
      })
      .returning();
    const queued = new Date(now - 3 * day);
    const id = eventId();
    await tx.insert(webhookEvents).values({
      id,
      type: 'ticket.opened',
      payload: { asunto: 'La web no carga en el móvil', prioridad: 'alta', estado: 'abierto' },
      createdAt: queued,
    });
    let at = queued.getTime();
    const log = [attempt(new Date(at), null, 10_000, 'timeout')];
    for (const delay of RETRY_DELAYS_MS) {
      at += delay;
      log.push(attempt(new Date(at), null, 10_000, 'timeout'));
    }
    log.push(attempt(new Date(queued.getTime() + day), null, 10_000, 'timeout'));
    await tx.insert(webhookDeliveries).values({
      endpointId: crm!.id,
      eventId: id,
      status: 'failed',
      attempts: log.length,
      lastAttemptAt: new Date(log.at(-1)!.at),
      latencyMs: 10_000,
      error: 'timeout',
      attemptLog: log,
      createdAt: queued,
    });
  });
}

function secretOf(webhooks: WebhookService) {
  const { secretCiphertext, secretHint } = newSigningSecret(webhooks.cipher);
  return { secretCiphertext, secretHint };
}

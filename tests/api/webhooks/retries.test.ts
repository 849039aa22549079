import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_DELAYS_MS, RETRY_SPAN_MS } from '../../../src/server/modules/webhooks/delivery-schedule';
import { buildApprovedProject } from '../../support/factories';
import { verifyStandardWebhook } from '../../support/webhook-receiver';
import {
  createEndpoint,
  deliveriesOf,
  eventually,
  startWebhookTest,
  stopWebhookTest,
  type WebhookTest,
} from './support';

let app: WebhookTest['app'];
let admin: WebhookTest['admin'];
let receiver: WebhookTest['receiver'];
let sender: WebhookTest['sender'];
beforeAll(async () => {
  ({ app, admin, receiver, sender } = await startWebhookTest());
});
afterAll(() => stopWebhookTest({ app, receiver, sender }));

/**
 * Time is moved, not waited for: after each failed attempt the test checks when the sender
 * scheduled the next one, then brings that moment to now (next_attempt_at, and created_at by the
 * same amount, as if the hours had passed) and lets the sender take it like any due delivery.
 */
async function passTimeUntilDue(deliveryId: string) {
  await app.db.execute(sql`
    UPDATE webhook_deliveries
       SET created_at = created_at - (next_attempt_at - now()),
           last_attempt_at = last_attempt_at - (next_attempt_at - now()),
           next_attempt_at = now()
     WHERE id = ${deliveryId}`);
  sender.wake();
}

describe('retries and automatic disabling', () => {
  it('retries on the schedule with the same webhook-id, disables the endpoint after 24 h of failures and mails the admins', async () => {
    receiver.answer(() => ({ status: 503, body: 'maintenance' }));
    const { endpoint, secret } = await createEndpoint(
      admin.http,
      receiver.url,
      ['project.created', 'comment.created'],
      'CRM',
    );
    const { client, project } = await buildApprovedProject(app, admin.http);
    const [delivery] = await eventually(
      () => deliveriesOf(app, endpoint.id),
      (r) => r.length === 1 && r[0]!.attempts === 1,
    );
    const gaps: number[] = [];
    for (let attempt = 1; attempt < 8; attempt += 1) {
      const [row] = await eventually(
        () => deliveriesOf(app, endpoint.id),
        (r) => r[0]!.attempts === attempt,
      );
      expect(row!.status).toBe('pending');
      gaps.push(
        row!.next_attempt_at!.getTime() - (attempt < 7 ? row!.last_attempt_at! : row!.created_at).getTime(),
      );
      if (attempt === 3) {
        // A second event waits while the first keeps failing: it is still pending when the endpoint is disabled.
        const comment = await client.http.post(`/api/projects/${project.id}/comments`, { content: 'Hola' });
        expect(comment.status).toBe(201);
        await eventually(
          () => deliveriesOf(app, endpoint.id),
          (r) => r.length === 2 && r[1]!.attempts === 1,
        );
      }
      await passTimeUntilDue(delivery!.id);
    }
    expect(gaps).toEqual([...RETRY_DELAYS_MS, RETRY_SPAN_MS]);
    const [spent, waiting] = await eventually(
      () => deliveriesOf(app, endpoint.id),
      (r) => r[0]!.status === 'failed',
    );
    expect(spent).toMatchObject({ attempts: 8, error: null, next_attempt_at: null });
    expect(waiting).toMatchObject({ status: 'failed', error: 'endpoint_disabled', next_attempt_at: null });

    const first = receiver.received.filter((r) => JSON.parse(r.body).type === 'project.created');
    expect(first).toHaveLength(8);
    expect(new Set(first.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivery!.event_id]));
    expect(new Set(first.map((r) => r.body)).size).toBe(1);
    expect(first.every((r) => verifyStandardWebhook(secret, r))).toBe(true);

    const shown = (await admin.http.get('/api/webhooks/endpoints')).json.endpoints.find(
      (e: { id: string }) => e.id === endpoint.id,
    );
    expect(shown).toMatchObject({ enabled: false, disabled_reason: 'failures', failure_streak: 1 });
    const detail = await admin.http.get(`/api/webhooks/deliveries/${delivery!.id}`);
    expect(detail.json.delivery.attempt_log).toHaveLength(8);
    expect(detail.json.delivery.attempt_log[7]).toMatchObject({
      response_status: 503,
      response_body: 'maintenance',
    });

    const mail = await app.mail.waitFor('owner@websy.test');
    expect(mail.subject).toBe(`Webhook desactivado: ${receiver.url}`);
    expect(mail.text).toContain('24 horas seguidas');
    expect(mail.text).toContain(`/admin/webhooks/${endpoint.id}`);

    // Disabled: nothing is queued for it, a test and a redelivery are refused.
    const refused = await admin.http.post(`/api/webhooks/deliveries/${delivery!.id}/redeliver`, {});
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe('El endpoint está desactivado: actívalo para enviarle eventos.');

    // Enabled again: old events are not sent; a redelivery sends the same event again, which succeeds.
    receiver.answer(() => ({ status: 204 }));
    const count = receiver.received.length;
    const enabled = await admin.http.patch(`/api/webhooks/endpoints/${endpoint.id}`, { enabled: true });
    expect(enabled.json.endpoint).toMatchObject({ enabled: true, disabled_reason: null });
    const again = await admin.http.post(`/api/webhooks/deliveries/${delivery!.id}/redeliver`, {});
    expect(again.status).toBe(201);
    expect(again.json.delivery).toMatchObject({
      event_id: delivery!.event_id,
      redelivery_of: delivery!.id,
      status: 'pending',
      attempts: 0,
    });
    const [redelivered] = await receiver.waitForCount(count + 1).then((all) => all.slice(count));
    expect(redelivered!.headers['webhook-id']).toBe(delivery!.event_id);
    expect(redelivered!.body).toBe(first[0]!.body);
    await eventually(
      () => admin.http.get(`/api/webhooks/deliveries/${again.json.delivery.id}`),
      (r) => r.json.delivery.status === 'succeeded',
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received.length).toBe(count + 1);
    const after = (await admin.http.get('/api/webhooks/endpoints')).json.endpoints.find(
      (e: { id: string }) => e.id === endpoint.id,
    );
    expect(after).toMatchObject({ failure_streak: 0, last_delivery: { status: 'succeeded' } });
  });

  it('keeps an endpoint that succeeded since the failing delivery was queued', async () => {
    let fail = true;
    receiver.answer(() => (fail ? { status: 500 } : { status: 200 }));
    const { endpoint } = await createEndpoint(admin.http, receiver.url, ['project.created']);
    await buildApprovedProject(app, admin.http);
    const [delivery] = await eventually(
      () => deliveriesOf(app, endpoint.id),
      (r) => r[0]?.attempts === 1,
    );
    fail = false;
    const ok = await admin.http.post(`/api/webhooks/endpoints/${endpoint.id}/test`, {});
    await eventually(
      () => admin.http.get(`/api/webhooks/deliveries/${ok.json.delivery.id}`),
      (r) => r.json.delivery.status === 'succeeded',
    );
    fail = true;
    for (let attempt = 1; attempt < 8; attempt += 1) {
      await eventually(
        () => deliveriesOf(app, endpoint.id),
        (r) => r[0]!.attempts === attempt,
      );
      await passTimeUntilDue(delivery!.id);
    }
    await eventually(
      () => deliveriesOf(app, endpoint.id),
      (r) => r[0]!.status === 'failed',
    );
    const shown = (await admin.http.get('/api/webhooks/endpoints')).json.endpoints.find(
      (e: { id: string }) => e.id === endpoint.id,
    );
    expect(shown).toMatchObject({ enabled: true, disabled_reason: null, failure_streak: 1 });
  });
});

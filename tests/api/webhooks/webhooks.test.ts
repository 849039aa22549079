import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../../src/server/db/client';
import { recordWebhookEvent } from '../../../src/server/modules/webhooks/record-webhook-event';
import { webhookEventTypes } from '../../../src/shared/schemas/webhooks';
import { signUpUser } from '../../support/test-app';
import { verifyStandardWebhook } from '../../support/webhook-receiver';
import { accept, buildDelivery, submit, uploadFile } from '../signoffs/support';
import {
  createEndpoint,
  deliveriesOf,
  eventually,
  startSender,
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

describe('webhook endpoints', () => {
  it('registers an endpoint with a whsec_ secret shown once, lists it without the secret, changes and removes it', async () => {
    const { endpoint, secret } = await createEndpoint(admin.http, 'https://hooks.example.com/erp', [
      'invoice.created',
      'invoice.paid',
    ]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24);
    expect(endpoint).toMatchObject({
      url: 'https://hooks.example.com/erp',
      enabled: true,
      disabled_reason: null,
      failure_streak: 0,
      secret_hint: secret.slice(-4),
      last_delivery: null,
    });
    const list = await admin.http.get('/api/webhooks/endpoints');
    expect(list.status).toBe(200);
    expect(list.json.endpoints.map((e: { id: string }) => e.id)).toContain(endpoint.id);
    expect(list.text).not.toContain(secret.slice(6, 20));
    const { rows } = await app.db.execute<{ secret_ciphertext: string }>(
      sql`SELECT secret_ciphertext FROM webhook_endpoints WHERE id = ${endpoint.id}`,
    );
    expect(rows[0]!.secret_ciphertext).not.toContain(secret.slice(6));

    const patched = await admin.http.patch(`/api/webhooks/endpoints/${endpoint.id}`, {
      description: 'ERP',
      events: ['invoice.paid'],
      enabled: false,
    });
    expect(patched.status).toBe(200);
    expect(patched.json.endpoint).toMatchObject({
      description: 'ERP',
      events: ['invoice.paid'],
      enabled: false,
    });

    const rotated = await admin.http.post(`/api/webhooks/endpoints/${endpoint.id}/rotate-secret`, {});
    expect(rotated.status).toBe(200);
    expect(rotated.json.secret).toMatch(/^whsec_/);
    expect(rotated.json.secret).not.toBe(secret);

    expect((await admin.http.delete(`/api/webhooks/endpoints/${endpoint.id}`)).status).toBe(204);
    expect((await admin.http.delete(`/api/webhooks/endpoints/${endpoint.id}`)).status).toBe(404);
    expect((await admin.http.get(`/api/webhooks/endpoints/${endpoint.id}/deliveries`)).status).toBe(404);
  });

  it('refuses a bad address, no events or an unknown event (400, with the field), and clients (403)', async () => {
    for (const url of ['not a url', 'ftp://hooks.example.com/x', 'javascript:alert(1)']) {
      const res = await admin.http.post('/api/webhooks/endpoints', { url, events: ['task.completed'] });
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.json.error.details)).toContain('url');
    }
    expect((await admin.http.post('/api/webhooks/endpoints', { url: receiver.url, events: [] })).status).toBe(
      400,
    );
    expect(
      (await admin.http.post('/api/webhooks/endpoints', { url: receiver.url, events: ['user.deleted'] }))
        .status,
    ).toBe(400);
    const client = await signUpUser(app);
    const res = await client.http.post('/api/webhooks/endpoints', {
      url: receiver.url,
      events: ['task.completed'],
    });
    expect(res.status).toBe(403);
    expect((await client.http.get('/api/webhooks/endpoints')).status).toBe(403);
  });
});

describe('the outbox', () => {
  it('lets a client’s transaction enqueue without reading any of it, and a rollback leaves nothing', async () => {
    const { endpoint } = await createEndpoint(admin.http, 'https://hooks.example.com/x', ['comment.created']);
    const client = await signUpUser(app);
    const caller = { id: client.id, role: 'user' as const };
    const count = async () =>
      Number(
        (
          await app.db.execute<{ n: string }>(
            sql`SELECT count(*) AS n FROM webhook_deliveries WHERE endpoint_id = ${endpoint.id}`,
          )
        ).rows[0]!.n,
      );
    await expect(
      asCaller(app.db, caller, async (tx) => {
        await recordWebhookEvent(tx, 'comment.created', { id: 'x', content: 'Hola' });
        throw new Error('the change fails after its event');
      }),
    ).rejects.toThrow('the change fails');
    expect(await count()).toBe(0);
    await asCaller(app.db, caller, (tx) =>
      recordWebhookEvent(tx, 'comment.created', { id: 'y', content: 'Hola' }),
    );
    expect(await count()).toBe(1);
    await expect(
      asCaller(app.db, caller, (tx) => tx.execute(sql`SELECT * FROM webhook_deliveries`)),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    await expect(
      asCaller(app.db, caller, (tx) => tx.execute(sql`SELECT secret_ciphertext FROM webhook_endpoints`)),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    await admin.http.delete(`/api/webhooks/endpoints/${endpoint.id}`);
  });

  it('emits each of the 11 events from its real API call, signed as Standard Webhooks says', async () => {
    const { endpoint, secret } = await createEndpoint(
      admin.http,
      receiver.url,
      [...webhookEventTypes],
      'Todo',
    );
    const before = receiver.received.length;
    // project.created, approval.decided (buildDelivery), then the rest in the order of the API.
    const { client, project, design, task } = await buildDelivery(app, admin);
    const ok = (res: { status: number; text: string }) => expect(res.status, res.text).toBeLessThan(300);
    ok(await admin.http.post(`/api/tasks/${task.id}/complete`, {}));
    ok(await client.http.post(`/api/projects/${project.id}/comments`, { content: '¡Me encanta!' }));
    await uploadFile(client.http, project.id);
    const submitted = await submit(admin.http, design.id);
    ok(submitted);
    ok(await accept(client.http, submitted.json.id));
    const invoice = await admin.http.post('/api/payments', {
      user_id: client.id,
      project_id: project.id,
      concept: 'Mantenimiento',
      amount: 90,
      currency: 'EUR',
      issue_date: '2026-11-20',
      due_date: '2026-12-20',
    });
    ok(invoice);
    ok(await admin.http.post(`/api/payments/${invoice.json.payment.id}/mark-paid`, {}));
    const ticket = await client.http.post('/api/tickets', {
      asunto: 'No carga',
      mensaje: 'La web va lenta',
      prioridad: 'alta',
    });
    ok(ticket);
    ok(await admin.http.patch(`/api/tickets/${ticket.json.ticket.id}`, { estado: 'en_progreso' }));

    const expected = [
      'project.created',
      'approval.decided',
      'task.completed',
      'comment.created',
      'file.uploaded',
      'phase.submitted',
      'invoice.created', // the milestone invoice of the accepted phase
      'phase.accepted',
      'invoice.created',
      'invoice.paid',
      'ticket.opened',
      'ticket.updated',
    ];
    const rows = await eventually(
      () => deliveriesOf(app, endpoint.id),
      (r) => r.length === expected.length && r.every((d) => d.status === 'succeeded'),
    );
    const got = await receiver.waitForCount(before + expected.length);
    const bodies = got.slice(before).map((r) => ({ request: r, body: JSON.parse(r.body) }));
    expect(bodies.map((b) => b.body.type).sort()).toEqual([...expected].sort());
    expect(new Set(expected)).toEqual(new Set(webhookEventTypes));
    for (const { request, body } of bodies) {
      expect(verifyStandardWebhook(secret, request), body.type).toBe(true);
      expect(verifyStandardWebhook(`whsec_${Buffer.alloc(24).toString('base64')}`, request)).toBe(false);
      expect(
        verifyStandardWebhook(secret, { ...request, body: request.body.replace('}', ', "x": 1}') }),
      ).toBe(false);
      expect(request.headers['webhook-id']).toBe(body.id);
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['user-agent']).toMatch(/^Websy-Webhooks\//);
      expect(rows.map((d) => d.event_id)).toContain(body.id);
      expect(body.data).not.toHaveProperty('can');
    }
    const byType = Object.fromEntries(bodies.map(({ body }) => [body.type, body.data]));
    expect(byType['project.created']).toMatchObject({ id: project.id });
    expect(byType['task.completed']).toMatchObject({ id: task.id, status: 'completed' });
    expect(byType['invoice.paid']).toMatchObject({ id: invoice.json.payment.id, status: 'paid' });
    expect(byType['ticket.updated']).toMatchObject({ id: ticket.json.ticket.id, estado: 'en_progreso' });

    const log = await admin.http.get(`/api/webhooks/endpoints/${endpoint.id}/deliveries?limit=5`);
    expect(log.status).toBe(200);
    expect(log.json.deliveries).toHaveLength(5);
    expect(log.json.deliveries[0]).toMatchObject({ status: 'succeeded', attempts: 1, response_status: 200 });
    const next = await admin.http.get(
      `/api/webhooks/endpoints/${endpoint.id}/deliveries?limit=5&cursor=${log.json.next_cursor}`,
    );
    expect(next.json.deliveries.map((d: { id: string }) => d.id)).not.toContain(log.json.deliveries[4].id);
    const detail = await admin.http.get(`/api/webhooks/deliveries/${log.json.deliveries[0].id}`);
    expect(detail.json.delivery.payload.id).toBe(log.json.deliveries[0].event_id);
    expect(detail.json.delivery.attempt_log).toEqual([
      expect.objectContaining({ response_status: 200, error: null, response_body: '{"ok":true}' }),
    ]);
    const listed = (await admin.http.get('/api/webhooks/endpoints')).json.endpoints.find(
      (e: { id: string }) => e.id === endpoint.id,
    );
    expect(listed.last_delivery.status).toBe('succeeded');
    await admin.http.patch(`/api/webhooks/endpoints/${endpoint.id}`, { enabled: false });
  });
});

describe('the outbound rules', () => {
  it('refuses a loopback address at delivery when private addresses are not allowed, and says so in the log', async () => {
    await sender.stop();
    const strict = await startSender(app, { allowPrivate: false });
    try {
      const { endpoint } = await createEndpoint(admin.http, receiver.url, ['ticket.opened']);
      const before = receiver.received.length;
      const test = await admin.http.post(`/api/webhooks/endpoints/${endpoint.id}/test`, {});
      expect(test.status).toBe(201);
      expect(test.json.delivery).toMatchObject({ event_type: 'webhook.test', status: 'pending' });
      await eventually(
        () => deliveriesOf(app, endpoint.id),
        (r) => r[0]?.attempts === 1,
      );
      const detail = await admin.http.get(`/api/webhooks/deliveries/${test.json.delivery.id}`);
      expect(detail.json.delivery).toMatchObject({
        status: 'pending',
        error: 'private_address',
        response_status: null,
      });
      expect(detail.json.delivery.attempt_log[0]).toMatchObject({
        error: 'private_address',
        response_status: null,
      });
      expect(receiver.received.length).toBe(before);
    } finally {
      await strict.stop();
      sender = await startSender(app);
    }
  });
});

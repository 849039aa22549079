import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/server/db/schema/notifications';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

async function clientWithNotes(count: number) {
  const client = await signUpUser(app);
  await app.db.insert(notifications).values(
    Array.from({ length: count }, (_, i) => ({
      userId: client.id,
      title: `Aviso ${i}`,
      message: 'm',
      type: i % 2 ? ('success' as const) : ('info' as const),
      category: i % 3 ? ('project' as const) : ('system' as const),
      isUrgent: i === 0,
      createdAt: new Date(Date.now() - i * 60_000),
      metadata: { sender_id: admin.id },
    })),
  );
  return client;
}

describe('notifications API (docs/product.md#api-conventions)', () => {
  it('lists own notifications newest first with filters, limit and offset (default 50)', async () => {
    const client = await clientWithNotes(60);
    const first = await client.http.get('/api/notifications');
    expect(first.json).toMatchObject({ total: 60, limit: 50, offset: 0 });
    expect(first.json.notifications).toHaveLength(50);
    expect(first.json.notifications[0].title).toBe('Aviso 0');
    const page = await client.http.get('/api/notifications?limit=20&offset=40');
    expect(page.json.notifications.map((n: { title: string }) => n.title)[0]).toBe('Aviso 40');
    expect((await client.http.get('/api/notifications?type=success')).json.total).toBe(30);
    expect((await client.http.get('/api/notifications?category=system')).json.total).toBe(20);
    expect((await client.http.get('/api/notifications?is_urgent=true')).json.total).toBe(1);
    expect((await client.http.get('/api/notifications?type=nope')).status).toBe(400);
  });

  it('gives stats, marks read by list and all, updates and deletes', async () => {
    const client = await clientWithNotes(5);
    const stats = await client.http.get('/api/notifications/stats');
    expect(stats.json).toMatchObject({ total: 5, unread: 5, urgent: 1, by_type: { info: 3, success: 2 } });
    const list = (await client.http.get('/api/notifications')).json.notifications;
    expect(
      (await client.http.post('/api/notifications/mark-read', { ids: [list[0].id, list[1].id] })).json.count,
    ).toBe(2);
    expect((await client.http.get('/api/notifications?is_read=false')).json.total).toBe(3);
    expect((await client.http.post('/api/notifications/mark-read', { all: true })).json.count).toBe(3);
    expect((await client.http.get('/api/notifications/stats')).json.unread).toBe(0);
    expect(
      (await client.http.patch(`/api/notifications/${list[2].id}`, { is_read: false })).json.notification
        .is_read,
    ).toBe(false);
    expect((await client.http.delete(`/api/notifications/${list[2].id}`)).status).toBe(204);
    expect((await client.http.get('/api/notifications')).json.total).toBe(4);
    expect((await client.http.post('/api/notifications/mark-read', {})).status).toBe(400);
    // An update that says nothing is refused, with its message, instead of failing on the server.
    const empty = await client.http.patch(`/api/notifications/${list[3].id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Indica si la notificación queda leída o urgente');
  });

  it('keeps each user to their own notifications (404 for others’ ids)', async () => {
    const a = await clientWithNotes(1);
    const b = await signUpUser(app);
    const id = (await a.http.get('/api/notifications')).json.notifications[0].id;
    expect((await b.http.patch(`/api/notifications/${id}`, { is_read: true })).status).toBe(404);
    expect((await b.http.delete(`/api/notifications/${id}`)).status).toBe(404);
    expect((await b.http.post('/api/notifications/mark-read', { ids: [id] })).json.count).toBe(0);
    expect((await a.http.get('/api/notifications?is_read=false')).json.total).toBe(1);
    expect((await app.client().get('/api/notifications')).status).toBe(401);
  });

  it('excludes notifications the caller sent and expired ones', async () => {
    const client = await signUpUser(app);
    await app.db.insert(notifications).values([
      { userId: client.id, title: 'mía', message: 'm', metadata: { sender_id: client.id } },
      { userId: client.id, title: 'caducada', message: 'm', expiresAt: new Date(Date.now() - 1000) },
      { userId: client.id, title: 'buena', message: 'm' },
    ]);
    const titles = (await client.http.get('/api/notifications')).json.notifications.map(
      (n: { title: string }) => n.title,
    );
    expect(titles).toEqual(['buena']);
    expect((await client.http.get('/api/notifications?exclude_own=false')).json.total).toBe(2);
    expect((await admin.http.post('/api/notifications/purge-expired', {})).json.count).toBeGreaterThanOrEqual(
      1,
    );
    expect((await client.http.post('/api/notifications/purge-expired', {})).status).toBe(403);
  });

  it('lets an admin send to one user or to everyone, never to themselves', async () => {
    const a = await signUpUser(app);
    const one = await admin.http.post('/api/notifications/send', {
      user_id: a.id,
      title: 'Hola',
      message: 'Bienvenida',
      action_url: '/perfil',
    });
    expect(one.status).toBe(201);
    expect(one.json.count).toBe(1);
    const everyone = await admin.http.post('/api/notifications/send', {
      all: true,
      title: 'Mantenimiento',
      message: 'Sábado',
      type: 'warning',
    });
    const users = (await app.db.execute<{ n: number }>(`SELECT count(*)::int AS n FROM users`)).rows[0]!.n;
    expect(everyone.json.count).toBe(users - 1);
    expect((await admin.http.post('/api/notifications/send', { title: 'x', message: 'y' })).status).toBe(400);
    expect(
      (
        await admin.http.post('/api/notifications/send', {
          all: true,
          title: 'x',
          message: 'y',
          action_url: 'https://evil.example',
        })
      ).status,
    ).toBe(400);
    expect(
      (await a.http.post('/api/notifications/send', { all: true, title: 'x', message: 'y' })).status,
    ).toBe(403);
  });
});

describe('events respect the recipient’s settings by category', () => {
  it('writes no project notification for an admin who turned project updates off', async () => {
    await admin.http.patch('/api/notification-settings', { project_updates: false });
    const client = await signUpUser(app);
    const project = await buildProject(client.http);
    const forAdmin = await app.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(forAdmin.some((n) => (n.metadata as { project_id?: string }).project_id === project.id)).toBe(
      false,
    );
    await admin.http.patch('/api/notification-settings', { project_updates: true });
    const second = await buildProject(client.http);
    const again = await app.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(again.some((n) => (n.metadata as { project_id?: string }).project_id === second.id)).toBe(true);
  });
});

import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../../src/server/db/client';
import { sessions } from '../../../src/server/db/schema/auth';
import { securityLogs } from '../../../src/server/db/schema/security-logs';
import { userPresence } from '../../../src/server/db/schema/user-presence';
import { appErrorFromPg } from '../../../src/server/lib/pg-errors';
import { updateMe } from '../../../src/server/modules/me/update-me';
import { AppError } from '../../../src/shared/errors';
import { openDocument, until } from '../../support/collab-client';
import { buildProject } from '../../support/factories';
import { openSocket } from '../../support/realtime-client';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const READ_ONLY_ES = 'Estás viendo el portal como un cliente: en esta vista no se puede cambiar nada.';

async function eventsOf(event: string, adminId: string) {
  return app.db
    .select()
    .from(securityLogs)
    .where(and(eq(securityLogs.event, event), eq(securityLogs.userId, adminId)))
    .orderBy(desc(securityLogs.timestamp));
}

describe('view as client (decision 0054)', () => {
  it('swaps this browser’s session to the client’s, read-only, and back on exit; both logged', async () => {
    const admin = await signInOwner(app);
    const adminName = (await admin.http.get('/api/me')).json.user.full_name as string;
    const client = await signUpUser(app, { name: 'Lucía Vista' });
    const adminCookie = admin.http.cookieHeader;

    const started = await admin.http.post(`/api/users/${client.id}/view-as`);
    expect(started.status, started.text).toBe(200);
    expect(started.json).toEqual({ redirect: '/dashboard' });
    expect(admin.http.cookieHeader).not.toBe(adminCookie);

    const me = (await admin.http.get('/api/me')).json.user;
    expect(me).toMatchObject({ id: client.id, role: 'user', viewed_by: { id: admin.id, name: adminName } });
    expect((await client.http.get('/api/me')).json.user.viewed_by).toBeNull();

    const [start] = await eventsOf('client_view_started', admin.id);
    expect(start!.details).toMatchObject({ target_id: client.id, target_email: client.email });
    const viewSession = (start!.details as { session: string }).session;
    const [row] = await app.db.select().from(sessions).where(eq(sessions.id, viewSession));
    expect(row).toMatchObject({ userId: client.id, impersonatedBy: admin.id });
    // One hour, never refreshed.
    const lasts = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lasts).toBeGreaterThan(59 * 60_000);
    expect(lasts).toBeLessThanOrEqual(60 * 60_000 + 1000);
    // The view is no sign-in of the client's.
    const signIns = await app.db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.event, 'sign_in'), eq(securityLogs.userId, client.id)));
    expect(signIns).toHaveLength(1);

    const exited = await admin.http.post('/api/view-as/exit');
    expect(exited.status, exited.text).toBe(200);
    expect(exited.json).toEqual({ redirect: '/admin/users' });
    expect((await admin.http.get('/api/me')).json.user).toMatchObject({ id: admin.id, viewed_by: null });
    expect(await app.db.select().from(sessions).where(eq(sessions.id, viewSession))).toEqual([]);
    const [end] = await eventsOf('client_view_ended', admin.id);
    expect(end!.details).toMatchObject({ target_id: client.id, session: viewSession, via: 'exit' });
    expect(typeof (end!.details as { seconds: unknown }).seconds).toBe('number');
    // The admin's session is the one they had: still good for admin work.
    expect((await admin.http.get('/api/users')).status).toBe(200);
  });

  it('only an admin starts one, only as an active client, never from inside a view', async () => {
    const admin = await signInOwner(app);
    const client = await signUpUser(app);
    const other = await signUpUser(app);
    expect((await client.http.post(`/api/users/${other.id}/view-as`)).status).toBe(403);
    expect((await client.http.post(`/api/users/${client.id}/view-as`)).status).toBe(403);
    // An admin (the owner themselves included) is nobody to view the portal as.
    expect((await admin.http.post(`/api/users/${admin.id}/view-as`)).status).toBe(404);
    const deactivated = await signUpUser(app);
    await admin.http.post(`/api/users/${deactivated.id}/deactivate`, {});
    const refused = await admin.http.post(`/api/users/${deactivated.id}/view-as`);
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe('Solo puedes ver el portal de un cliente activo.');
    // Ending a view needs one.
    expect((await admin.http.post('/api/view-as/exit')).status).toBe(400);
    expect((await app.client().post('/api/view-as/exit')).status).toBe(401);

    expect((await admin.http.post(`/api/users/${client.id}/view-as`)).status).toBe(200);
    const again = await admin.http.post(`/api/users/${other.id}/view-as`);
    expect(again.status).toBe(403);
    expect(again.json.error.code).toBe('VIEW_AS_READ_ONLY');
    expect((await admin.http.post('/api/view-as/exit')).status).toBe(200);
  });

  it('refuses every write with 403 VIEW_AS_READ_ONLY, the auth library’s included, and lets reads through', async () => {
    const admin = await signInOwner(app);
    const client = await signUpUser(app);
    const project = await buildProject(client.http, { name: 'Proyecto visto' });
    await admin.http.post(`/api/users/${client.id}/view-as`);

    for (const [method, path, body] of [
      ['PATCH', '/api/me', { full_name: 'Cambiado' }],
      ['POST', '/api/projects', { name: 'Nuevo' }],
      ['POST', `/api/projects/${project.id}/comments`, { content: 'Hola' }],
      ['POST', '/api/tickets', { asunto: 'Ayuda', mensaje: 'Detalle', prioridad: 'media' }],
      ['PUT', '/api/preferences', { type: 'ui', key: 'x', value: 1 }],
      ['DELETE', `/api/projects/${project.id}`, undefined],
      [
        'POST',
        '/api/auth/change-password',
        { currentPassword: client.password, newPassword: 'otra-clave-123' },
      ],
      ['POST', '/api/auth/two-factor/enable', { password: client.password }],
      ['POST', '/api/auth/revoke-other-sessions', {}],
    ] as const) {
      const res = await admin.http.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.error, `${method} ${path}`).toEqual({
        code: 'VIEW_AS_READ_ONLY',
        message: READ_ONLY_ES,
      });
    }
    const english = await admin.http.request(
      'PATCH',
      '/api/me',
      { full_name: 'x' },
      { 'accept-language': 'en' },
    );
    expect(english.json.error.message).toBe(
      'You are viewing the portal as a client: nothing can be changed in this view.',
    );
    // Nothing changed; reads are the client's.
    expect((await client.http.get('/api/me')).json.user.full_name).not.toBe('Cambiado');
    expect((await admin.http.get(`/api/projects/${project.id}`)).json.project.name).toBe('Proyecto visto');
    expect((await client.http.get('/api/tickets')).json.total).toBe(0);
    await admin.http.post('/api/view-as/exit');
  });

  it('the database refuses too: an operation run with a viewing caller gets the read-only refusal', async () => {
    const admin = await signInOwner(app);
    const client = await signUpUser(app);
    const viewing = { id: client.id, role: 'user' as const, viewedBy: admin.id };
    const error = await updateMe(app.db, viewing, { full_name: 'Cambiado' }).catch((e: unknown) => e);
    const mapped = appErrorFromPg(error);
    expect(mapped).toBeInstanceOf(AppError);
    expect((mapped as AppError).code).toBe('VIEW_AS_READ_ONLY');
    expect((mapped as AppError).details).toEqual({ sqlState: '25006' });
    // The same operation as the client themselves writes.
    await updateMe(app.db, { id: client.id, role: 'user' }, { full_name: 'Cambiado' });
    expect((await client.http.get('/api/me')).json.user.full_name).toBe('Cambiado');
  });

  it('signing out of a view ends it (logged), without a sign-out of the client’s', async () => {
    const admin = await signInOwner(app);
    const client = await signUpUser(app);
    await admin.http.post(`/api/users/${client.id}/view-as`);
    expect((await admin.http.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await admin.http.get('/api/me')).status).toBe(401);
    const [end] = await eventsOf('client_view_ended', admin.id);
    expect(end!.details).toMatchObject({ target_id: client.id, via: 'sign_out' });
    const signOuts = await app.db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.event, 'sign_out'), eq(securityLogs.userId, client.id)));
    expect(signOuts).toEqual([]);
  });

  it('tells the client when the agency viewed their portal, and nobody else', async () => {
    const admin = await signInOwner(app);
    const adminName = (await admin.http.get('/api/me')).json.user.full_name as string;
    const client = await signUpUser(app);
    const stranger = await signUpUser(app);
    expect((await client.http.get('/api/me/portal-views')).json).toEqual({ views: [] });

    await admin.http.post(`/api/users/${client.id}/view-as`);
    // The view itself shows what the client would: the current view is listed, not ended yet.
    const during = (await admin.http.get('/api/me/portal-views')).json.views;
    expect(during).toHaveLength(1);
    expect(during[0]).toMatchObject({ admin_name: adminName, ended_at: null, duration_seconds: null });
    await admin.http.post('/api/view-as/exit');

    const views = (await client.http.get('/api/me/portal-views')).json.views;
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ admin_name: adminName });
    expect(views[0].ended_at).not.toBeNull();
    expect(typeof views[0].duration_seconds).toBe('number');
    expect(Date.parse(views[0].expires_at)).toBeGreaterThan(Date.parse(views[0].started_at));
    expect(JSON.stringify(views)).not.toContain('@');
    expect((await stranger.http.get('/api/me/portal-views')).json.views).toEqual([]);
    expect((await admin.http.get('/api/me/portal-views')).json.views).toEqual([]);
    // The client reads none of those log rows themselves (row-level security: own rows only).
    const logged = await asCaller(app.db, { id: client.id, role: 'user' }, (tx) =>
      tx
        .select()
        .from(securityLogs)
        .where(sql`${securityLogs.details}->>'target_id' = ${client.id}`),
    );
    expect(logged).toEqual([]);
  });

  it('a view’s realtime socket connects as the client and writes no presence', async () => {
    const admin = await signInOwner(app);
    const client = await signUpUser(app);
    await admin.http.post(`/api/users/${client.id}/view-as`);
    const socket = await openSocket(app.baseUrl, admin.http.cookieHeader);
    const welcome = await socket.waitFor((m) => m.type === 'welcome');
    expect(welcome.user_id).toBe(client.id);
    socket.ws.send(JSON.stringify({ type: 'ping' }));
    await socket.waitFor((m) => m.type === 'pong');
    socket.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(await app.db.select().from(userPresence).where(eq(userPresence.userId, client.id))).toEqual([]);
    await admin.http.post('/api/view-as/exit');
  });

  it('a view’s shared documents open read-only: its edits reach nobody and are never stored', async () => {
    const admin = await signInOwner(app);
    const client = await signUpUser(app);
    const project = await buildProject(client.http);
    const document = (await client.http.post(`/api/projects/${project.id}/documents`, { title: 'Acta' })).json
      .document as { id: string };
    const own = openDocument(app.baseUrl, client.http.cookieHeader, document.id);
    await own.synced();
    own.type('Texto del cliente');
    await own.acknowledged();

    await admin.http.post(`/api/users/${client.id}/view-as`);
    const viewed = openDocument(app.baseUrl, admin.http.cookieHeader, document.id);
    await viewed.synced();
    await until(() => viewed.text().includes('Texto del cliente'), 'the client’s text in the view');
    viewed.type('Cambio desde la vista');
    await new Promise((r) => setTimeout(r, 500));
    expect(own.text()).not.toContain('Cambio desde la vista');
    viewed.close();
    own.close();
    await admin.http.post('/api/view-as/exit');
    const again = openDocument(app.baseUrl, client.http.cookieHeader, document.id);
    await again.synced();
    expect(again.text()).toContain('Texto del cliente');
    expect(again.text()).not.toContain('Cambio desde la vista');
    again.close();
  });
});

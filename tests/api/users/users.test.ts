import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityLogs } from '../../../src/server/db/schema/security-logs';
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

describe('users admin', () => {
  it('lists with search, role and status filters (admin only)', async () => {
    const ana = await signUpUser(app, { name: 'Ana Búsqueda' });
    await signUpUser(app, { name: 'Otro' });
    const found = await admin.http.get('/api/users?search=búsqueda');
    expect(found.json.users.map((u: { id: string }) => u.id)).toEqual([ana.id]);
    const admins = await admin.http.get('/api/users?role=admin');
    expect(admins.json.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect((await ana.http.get('/api/users')).status).toBe(403);
    expect((await app.client().get('/api/users')).status).toBe(401);
  });

  it('changes a role and logs it; never one’s own, never the last admin', async () => {
    const user = await signUpUser(app);
    const res = await admin.http.patch(`/api/users/${user.id}/role`, { role: 'admin' });
    expect(res.json.user.role).toBe('admin');
    expect((await user.http.get('/api/me')).json.user.role).toBe('admin');
    const logs = await app.db.select().from(securityLogs).where(eq(securityLogs.userId, user.id));
    expect(logs.find((l) => l.event === 'role_changed')?.details).toMatchObject({
      from: 'user',
      to: 'admin',
      by: admin.id,
    });
    expect((await admin.http.patch(`/api/users/${admin.id}/role`, { role: 'user' })).status).toBe(400);
    await admin.http.patch(`/api/users/${user.id}/role`, { role: 'user' });
    expect((await user.http.patch(`/api/users/${admin.id}/role`, { role: 'user' })).status).toBe(403);
  });

  it('deactivates: sessions end at once and sign-in is refused; reactivates', async () => {
    const user = await signUpUser(app);
    const res = await admin.http.post(`/api/users/${user.id}/deactivate`, { reason: 'Fin de contrato' });
    expect(res.json.user).toMatchObject({ active: false, deactivation_reason: 'Fin de contrato' });
    expect((await user.http.get('/api/me')).status).toBe(401);
    const signIn = await app
      .client()
      .post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(signIn.status).toBe(403);
    expect(signIn.json.code).toBe('BANNED_USER');
    expect(
      (await admin.http.get('/api/users?status=deactivated')).json.users.map((u: { id: string }) => u.id),
    ).toContain(user.id);
    await admin.http.post(`/api/users/${user.id}/reactivate`, {});
    expect(
      (await app.client().post('/api/auth/sign-in/email', { email: user.email, password: user.password }))
        .status,
    ).toBe(200);
    const events = (await app.db.select().from(securityLogs).where(eq(securityLogs.userId, user.id))).map(
      (l) => l.event,
    );
    expect(events).toEqual(expect.arrayContaining(['user_deactivated', 'user_reactivated']));
    expect((await admin.http.post(`/api/users/${admin.id}/deactivate`, {})).status).toBe(400);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityLogs } from '../../../src/server/db/schema/security-logs';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * The security log (security_logs): what each security event records, that a refused action
 * records nothing, and that no secret ever lands in it. What admins read of it is
 * tests/api/admin/admin.test.ts.
 */
let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

const logsOf = (userId: string) => app.db.select().from(securityLogs).where(eq(securityLogs.userId, userId));
const eventsOf = async (userId: string) => (await logsOf(userId)).map((l) => l.event).sort();

describe('security events', () => {
  it('records a sign-up and each sign-in with the address and browser it came from', async () => {
    const user = await signUpUser(app);
    const browser = app.client();
    const signIn = await browser.post(
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      { 'user-agent': 'Navegador de prueba/1.0' },
    );
    expect(signIn.status).toBe(200);
    const logs = await logsOf(user.id);
    expect(logs.filter((l) => l.event === 'sign_up')).toHaveLength(1);
    const signIns = logs.filter((l) => l.event === 'sign_in');
    // One at sign-up (signed in at once), one now.
    expect(signIns).toHaveLength(2);
    expect(signIns.find((l) => l.userAgent === 'Navegador de prueba/1.0')?.ipAddress).toBeTruthy();
  });

  it('records an invitation with its role, and a password change, each once', async () => {
    expect(
      (await admin.http.post('/api/invitations', { email: 'rastro@example.com', role: 'admin' })).status,
    ).toBe(201);
    const invited = (await logsOf(admin.id)).filter((l) => l.event === 'invitation_sent');
    expect(invited.filter((l) => l.email === 'rastro@example.com').map((l) => l.details)).toEqual([
      { role: 'admin' },
    ]);

    const user = await signUpUser(app);
    const changed = await user.http.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'nueva-clave-segura-1',
    });
    expect(changed.status).toBe(200);
    expect((await eventsOf(user.id)).filter((e) => e === 'password_changed')).toHaveLength(1);
  });

  it('records nothing for an action that was refused', async () => {
    const user = await signUpUser(app);
    const before = await eventsOf(admin.id);
    // The last admin may not step down; a client may not change roles at all.
    expect((await admin.http.patch(`/api/users/${admin.id}/role`, { role: 'user' })).status).toBe(400);
    expect((await user.http.patch(`/api/users/${admin.id}/role`, { role: 'user' })).status).toBe(403);
    expect(
      (
        await user.http.post('/api/auth/change-password', {
          currentPassword: 'no-es-mi-clave',
          newPassword: 'otra-clave-segura-2',
        })
      ).status,
    ).toBe(400);
    expect(await eventsOf(admin.id)).toEqual(before);
    expect(await eventsOf(user.id)).toEqual(['sign_in', 'sign_up']);
  });

  it('never stores a password or a session token', async () => {
    const user = await signUpUser(app, { password: 'clave-muy-secreta-9' });
    await user.http.post('/api/auth/sign-out', {});
    await app.client().post('/api/auth/sign-in/email', { email: user.email, password: 'clave-equivocada-9' });
    const signedIn = app.client();
    await signedIn.post('/api/auth/sign-in/email', { email: user.email, password: 'clave-muy-secreta-9' });
    const token = decodeURIComponent(/session_token=([^.;]+)/.exec(signedIn.cookieHeader)![1]!);
    const everything = JSON.stringify(await app.db.select().from(securityLogs));
    expect(everything).toContain(user.email);
    expect(everything).not.toContain('clave-muy-secreta-9');
    expect(everything).not.toContain('clave-equivocada-9');
    expect(everything).not.toContain(token);
  });
});

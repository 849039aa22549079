import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../../src/server/db/schema/invitations';
import { securityLogs } from '../../../src/server/db/schema/security-logs';
import { users } from '../../../src/server/db/schema/users';
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

describe('invitations', () => {
  it('invites by e-mail; the invitee sets name and password and is signed in with the invited role', async () => {
    const res = await admin.http.post('/api/invitations', { email: 'Invitada@Example.com', role: 'user' });
    expect(res.status).toBe(201);
    expect(res.json.invitation).toMatchObject({ email: 'invitada@example.com', status: 'pending' });
    const mail = await app.mail.waitFor('invitada@example.com');
    expect(mail.subject).toBe('Te han invitado a Websy');
    const token = /\/invite\?token=([\w-]+)/.exec(mail.text)![1]!;
    const invitee = app.client();
    expect((await invitee.get(`/api/invitations/lookup?token=${token}`)).json).toEqual({
      email: 'invitada@example.com',
      role: 'user',
    });
    const accepted = await invitee.post('/api/invitations/accept', {
      token,
      full_name: 'Invitada Nueva',
      password: 'invitada-pass-1',
    });
    expect(accepted.status).toBe(201);
    const me = await invitee.get('/api/me');
    expect(me.json.user).toMatchObject({
      email: 'invitada@example.com',
      full_name: 'Invitada Nueva',
      role: 'user',
    });
    const again = await app
      .client()
      .post('/api/invitations/accept', { token, full_name: 'X', password: 'invitada-pass-2' });
    expect(again.status).toBe(404);
    expect(again.json.error.message).toBe('La invitación no es válida o ha caducado');
    expect((await admin.http.get('/api/invitations')).json.invitations[0].status).toBe('accepted');
  });

  it('refuses revoked and expired invitations, and addresses already registered', async () => {
    const revoked = await admin.http.post('/api/invitations', { email: 'revocada@example.com' });
    expect((await admin.http.delete(`/api/invitations/${revoked.json.invitation.id}`)).status).toBe(204);
    const token = /token=([\w-]+)/.exec((await app.mail.waitFor('revocada@example.com')).text)![1]!;
    expect((await app.client().get(`/api/invitations/lookup?token=${token}`)).status).toBe(404);

    await admin.http.post('/api/invitations', { email: 'caducada@example.com' });
    await app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'caducada@example.com'));
    const expiredToken = /token=([\w-]+)/.exec((await app.mail.waitFor('caducada@example.com')).text)![1]!;
    expect(
      (
        await app
          .client()
          .post('/api/invitations/accept', { token: expiredToken, full_name: 'X', password: 'password-123' })
      ).status,
    ).toBe(404);

    const existing = await signUpUser(app);
    const dup = await admin.http.post('/api/invitations', { email: existing.email });
    expect(dup.status).toBe(409);
    expect(dup.json.error.message).toBe('Ya existe una cuenta con ese correo');
    const client = await signUpUser(app);
    expect((await client.http.post('/api/invitations', { email: 'x@example.com' })).status).toBe(403);
  });

  /** Invites an address as the admin and returns the token from the mail the invitee gets. */
  async function invite(email: string, role: 'user' | 'admin' = 'user') {
    expect((await admin.http.post('/api/invitations', { email, role })).status).toBe(201);
    return /\/invite\?token=([\w-]+)/.exec((await app.mail.waitFor(email)).text)![1]!;
  }
  const statusOf = async (email: string) =>
    (await admin.http.get('/api/invitations')).json.invitations.find(
      (i: { email: string }) => i.email === email,
    ).status;
  const usersWith = (email: string) => app.db.select().from(users).where(eq(users.email, email));
  const eventsOf = (email: string, event: string) =>
    app.db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.email, email), eq(securityLogs.event, event)));

  it('accepts a token once, even when two accepts race', async () => {
    const email = 'carrera@example.com';
    const token = await invite(email, 'admin');
    const body = { token, full_name: 'Carrera', password: 'carrera-pass-1' };
    const [first, second] = await Promise.all([
      app.client().post('/api/invitations/accept', body),
      app.client().post('/api/invitations/accept', body),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 404]);
    const loser = first.status === 404 ? first : second;
    expect(loser.json.error.message).toBe('La invitación no es válida o ha caducado');
    expect(await usersWith(email)).toEqual([expect.objectContaining({ role: 'admin', emailVerified: true })]);
    expect(await eventsOf(email, 'invitation_accepted')).toHaveLength(1);
    expect(await statusOf(email)).toBe('accepted');
  });

  it('leaves no user behind and the invitation open when the transaction fails', async () => {
    // The address registered on its own after being invited: the new user cannot be created.
    const taken = 'ocupada@example.com';
    const takenToken = await invite(taken, 'admin');
    const registered = await signUpUser(app, { email: taken });
    const refused = await app
      .client()
      .post('/api/invitations/accept', { token: takenToken, full_name: 'Otra', password: 'otra-pass-12' });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe('Ya existe una cuenta con ese correo');
    expect(await usersWith(taken)).toEqual([
      expect.objectContaining({ id: registered.id, role: 'user', fullName: registered.name }),
    ]);
    expect(await statusOf(taken)).toBe('pending');
    expect(await eventsOf(taken, 'invitation_accepted')).toHaveLength(0);

    // A failure after the user row is written (its credential account refused): all of it rolls back.
    const email = 'rollback@example.com';
    const token = await invite(email);
    await app.db.execute(sql`
      CREATE FUNCTION test_refuse_account() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT u.email FROM users u WHERE u.id = NEW.user_id) = ${sql.raw(`'${email}'`)} THEN
          RAISE EXCEPTION 'account refused by the test';
        END IF;
        RETURN NEW;
      END $$`);
    await app.db.execute(sql`
      CREATE TRIGGER test_refuse_account BEFORE INSERT ON accounts
        FOR EACH ROW EXECUTE FUNCTION test_refuse_account()`);
    const body = { token, full_name: 'Rollback', password: 'rollback-pass-1' };
    try {
      expect((await app.client().post('/api/invitations/accept', body)).status).toBe(500);
    } finally {
      await app.db.execute(sql`DROP TRIGGER test_refuse_account ON accounts`);
      await app.db.execute(sql`DROP FUNCTION test_refuse_account()`);
    }
    expect(await usersWith(email)).toEqual([]);
    expect(await statusOf(email)).toBe('pending');
    expect(await eventsOf(email, 'sign_up')).toHaveLength(0);
    // Still open: the same link works once the failure is gone.
    const invitee = app.client();
    expect((await invitee.post('/api/invitations/accept', body)).status).toBe(201);
    expect((await invitee.get('/api/me')).json.user).toMatchObject({ email, role: 'user' });
  });
});

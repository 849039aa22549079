import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../src/server/db/schema/auth';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * The caller comes from one query of the server's own per request (src/server/auth/resolve-session.ts);
 * the auth library answers for an expired session or one due for refresh. Either way the database
 * decides at every request.
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

const DAY = 86_400_000;
const sessionsOf = (userId: string) => app.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('session resolution', () => {
  it('refuses a cookie whose signature does not match, or a bare token', async () => {
    const user = await signUpUser(app);
    const [session] = await sessionsOf(user.id);
    const name = user.http.cookieHeader.split('=')[0]!;
    const forged = `${session!.token}.${Buffer.alloc(32).toString('base64')}`;
    for (const value of [encodeURIComponent(forged), session!.token]) {
      const res = await app.client().get('/api/me', { cookie: `${name}=${value}` });
      expect(res.status).toBe(401);
    }
    expect((await user.http.get('/api/me')).status).toBe(200);
  });

  it('reads the session cookie as the auth library does, whatever the shape of the Cookie header', async () => {
    const user = await signUpUser(app);
    const [session] = await sessionsOf(user.id);
    const name = user.http.cookieHeader.split('=')[0]!;
    const value = new Map(
      user.http.cookieHeader.split('; ').map((c) => c.split(/=(.*)/) as [string, string]),
    ).get(name)!;
    const forged = encodeURIComponent(`${session!.token}.${Buffer.alloc(32).toString('base64')}`);
    const headers = [
      `${name}=${value}`,
      `${name}=${decodeURIComponent(value)}`,
      `${name}="${value}"`,
      `theme=dark;${name}=${value};lang=es`,
      `${name}=${value}; ${name}=${forged}`,
      `${name}=${forged}; ${name}=${value}`,
      `${name}x=${value}`,
      ` ${name} = ${value} `,
    ];
    for (const cookie of headers) {
      const ours = await app.client().get('/api/me', { cookie });
      const library = await app.client().get('/api/auth/get-session', { cookie });
      expect({ cookie, signedIn: ours.status === 200 }).toEqual({ cookie, signedIn: library.json !== null });
    }
  });

  it('refuses an expired session and deletes it', async () => {
    const user = await signUpUser(app);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await user.http.get('/api/me')).status).toBe(401);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('extends a session due for its daily refresh, and serves the request', async () => {
    const user = await signUpUser(app);
    const due = new Date(Date.now() + 2 * DAY);
    await app.db.update(sessions).set({ expiresAt: due }).where(eq(sessions.userId, user.id));
    expect((await user.http.get('/api/me')).status).toBe(200);
    const [session] = await sessionsOf(user.id);
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
  });

  it('applies a role change at the next request, both ways', async () => {
    const user = await signUpUser(app);
    expect((await user.http.get('/api/users')).status).toBe(403);
    await admin.http.patch(`/api/users/${user.id}/role`, { role: 'admin' });
    expect((await user.http.get('/api/users')).status).toBe(200);
    await admin.http.patch(`/api/users/${user.id}/role`, { role: 'user' });
    expect((await user.http.get('/api/users')).status).toBe(403);
  });

  it('refuses a deleted session at the next request', async () => {
    const user = await signUpUser(app);
    expect((await user.http.get('/api/me')).status).toBe(200);
    await app.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await user.http.get('/api/me')).status).toBe(401);
  });
});

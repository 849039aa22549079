import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityLogs } from '../../../src/server/db/schema/security-logs';
import { signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('sessions (Settings › Security)', () => {
  it('lists own sessions without tokens, ends one by id, and all others', async () => {
    const user = await signUpUser(app);
    const second = app.client();
    await second.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const third = app.client();
    await third.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const list = await user.http.get('/api/sessions');
    expect(list.json.sessions).toHaveLength(3);
    expect(list.json.sessions[0].current).toBe(true);
    expect(list.text).not.toMatch(/token/i);
    const authList = await user.http.get('/api/auth/list-sessions');
    expect(authList.text).not.toMatch(/"token"/);

    const other = list.json.sessions[1].id;
    const stranger = await signUpUser(app);
    expect((await stranger.http.delete(`/api/sessions/${other}`)).status).toBe(404);
    expect((await user.http.delete(`/api/sessions/${other}`)).status).toBe(204);
    expect((await user.http.get('/api/sessions')).json.sessions).toHaveLength(2);
    expect((await user.http.post('/api/sessions/revoke-others', {})).json.count).toBe(1);
    expect((await second.get('/api/me')).status).toBe(401);
    expect((await third.get('/api/me')).status).toBe(401);
    expect((await user.http.get('/api/me')).status).toBe(200);
  });
});

describe('ending sessions', () => {
  const revocationsOf = (userId: string) =>
    app.db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.userId, userId), eq(securityLogs.event, 'session_revoked')));

  it('logs each ending in the security log: which session, or how many', async () => {
    const user = await signUpUser(app);
    const second = app.client();
    await second.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const other = (await user.http.get('/api/sessions')).json.sessions.find(
      (s: { current: boolean }) => !s.current,
    ).id as string;
    expect((await user.http.delete(`/api/sessions/${other}`)).status).toBe(204);
    expect((await user.http.post('/api/sessions/revoke-others', {})).json.count).toBe(0);
    const details = (await revocationsOf(user.id)).map((l) => l.details);
    expect(details).toEqual(expect.arrayContaining([{ session: other }, { count: 0 }]));
    expect(details).toHaveLength(2);
  });

  it('answers 404 for a session that does not exist, and logs nothing', async () => {
    const user = await signUpUser(app);
    const res = await user.http.delete('/api/sessions/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(await revocationsOf(user.id)).toEqual([]);
    expect((await user.http.get('/api/sessions')).json.sessions).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await app.client().get('/api/sessions')).status).toBe(401);
    expect((await app.client().post('/api/sessions/revoke-others', {})).status).toBe(401);
  });
});

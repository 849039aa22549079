import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityLogs } from '../../../src/server/db/schema/security-logs';
import { OWNER, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const eventsOf = async (event: string) =>
  app.db.select().from(securityLogs).where(eq(securityLogs.event, event));

describe('sign up, session and sign out', () => {
  it('registers a client with role user and the given full name, and signs them in', async () => {
    const user = await signUpUser(app, { name: 'Ana Pérez' });
    const me = await user.http.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({
      email: user.email,
      full_name: 'Ana Pérez',
      name: 'Ana Pérez',
      role: 'user',
      has_real_avatar: false,
    });
  });

  it('sets an HttpOnly SameSite session cookie', async () => {
    const http = app.client();
    const res = await http.post('/api/auth/sign-up/email', {
      email: 'cookie@example.com',
      password: 'client-password-1',
      name: 'Cookie',
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('derives the name from the e-mail prefix when none is given', async () => {
    const http = app.client();
    const res = await http.post('/api/auth/sign-up/email', {
      email: 'maria.lopez@example.com',
      password: 'client-password-1',
      name: '',
    });
    expect(res.status).toBe(200);
    expect((await http.get('/api/me')).json.user.full_name).toBe('maria.lopez');
  });

  it('makes the configured owner address an admin', async () => {
    const http = app.client();
    const res = await http.post('/api/auth/sign-in/email', OWNER);
    expect(res.status).toBe(200);
    expect((await http.get('/api/me')).json.user.role).toBe('admin');
  });

  it('refuses a role sent at sign-up', async () => {
    const http = app.client();
    const res = await http.post('/api/auth/sign-up/email', {
      email: 'sneaky@example.com',
      password: 'client-password-1',
      name: 'Sneaky',
      role: 'admin',
    });
    if (res.status === 200) expect((await http.get('/api/me')).json.user.role).toBe('user');
    else expect(res.status).toBeGreaterThanOrEqual(400);
  });

  it('signs out: the session no longer works', async () => {
    const user = await signUpUser(app);
    expect((await user.http.get('/api/me')).status).toBe(200);
    const out = await user.http.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    const me = await user.http.get('/api/me');
    expect(me.status).toBe(401);
    expect(me.json.error.code).toBe('UNAUTHENTICATED');
  });

  it('logs sign-ins and failed sign-ins in security_logs', async () => {
    const user = await signUpUser(app);
    const http = app.client();
    const bad = await http.post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-password' });
    expect(bad.status).toBe(401);
    expect(bad.json.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    const good = await http.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(good.status).toBe(200);
    const failed = await eventsOf('sign_in_failed');
    expect(failed.some((l) => l.email === user.email)).toBe(true);
    const signIns = await eventsOf('sign_in');
    expect(signIns.filter((l) => l.userId === user.id).length).toBeGreaterThanOrEqual(2);
    expect(signIns.find((l) => l.userId === user.id)?.ipAddress).toBeTruthy();
  });
});

describe('password reset by e-mail', () => {
  it('mails a link to /auth/reset-password that sets a new password and ends old sessions', async () => {
    const user = await signUpUser(app);
    const anonymous = app.client();
    const ask = await anonymous.post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/auth/reset-password',
    });
    expect(ask.status).toBe(200);
    const mail = await app.mail.waitFor(user.email);
    expect(mail.subject).toBe('Restablece tu contraseña de Websy');
    const link = /https?:\/\/\S+\/auth\/reset-password\?token=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(link![0].startsWith(app.baseUrl)).toBe(true);

    const reset = await anonymous.post('/api/auth/reset-password', {
      token: link![1],
      newPassword: 'brand-new-password-2',
    });
    expect(reset.status).toBe(200);
    expect((await user.http.get('/api/me')).status).toBe(401);
    const old = await app
      .client()
      .post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(old.status).toBe(401);
    const fresh = await app.client().post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'brand-new-password-2',
    });
    expect(fresh.status).toBe(200);
    expect((await eventsOf('password_reset')).some((l) => l.userId === user.id)).toBe(true);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = app.mail.messages.length;
    const res = await app.client().post('/api/auth/request-password-reset', {
      email: 'nobody@example.com',
      redirectTo: '/auth/reset-password',
    });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(app.mail.messages.slice(before).some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  });

  it('writes the mail in the user’s chosen language', async () => {
    const user = await signUpUser(app);
    await user.http.put('/api/preferences', {
      preference_type: 'language',
      preference_key: 'language',
      preference_value: 'en',
    });
    await app
      .client()
      .post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/auth/reset-password' });
    const mail = await app.mail.waitFor(user.email);
    expect(mail.subject).toBe('Reset your Websy password');
  });
});

describe('change password and sessions', () => {
  it('changes the password with the current one and lists and ends sessions', async () => {
    const user = await signUpUser(app);
    const second = app.client();
    expect(
      (await second.post('/api/auth/sign-in/email', { email: user.email, password: user.password })).status,
    ).toBe(200);

    const list = await user.http.get('/api/auth/list-sessions');
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(2);

    const wrong = await user.http.post('/api/auth/change-password', {
      currentPassword: 'not-my-password',
      newPassword: 'another-password-3',
    });
    expect(wrong.status).toBe(400);

    const ok = await user.http.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'another-password-3',
      revokeOtherSessions: true,
    });
    expect(ok.status).toBe(200);
    expect((await second.get('/api/me')).status).toBe(401);
    expect((await user.http.get('/api/me')).status).toBe(200);
    expect((await eventsOf('password_changed')).some((l) => l.userId === user.id)).toBe(true);
  });
});

describe('cross-origin requests', () => {
  it('refuses state-changing requests from another origin', async () => {
    const user = await signUpUser(app);
    const res = await user.http.request(
      'PUT',
      '/api/preferences',
      { preference_type: 'theme', preference_key: 'theme', preference_value: 'dark' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    const form = await user.http.request('POST', '/api/preferences/import', 'replace=true', {
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(403);
    const signIn = await app
      .client({ origin: 'https://evil.example' })
      .post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(signIn.status).toBe(403);
  });
});

describe('sign-in rate limit', () => {
  it('refuses sign-in attempts beyond the limit with 429', async () => {
    const limited = await startTestApp({ RATE_LIMIT_SIGN_IN_MAX: '3' });
    try {
      const http = limited.client();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await http.post('/api/auth/sign-in/email', { email: 'x@example.com', password: 'wrong-pass' }))
            .status,
        );
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('session token', () => {
  it('never appears in a response body, only in the HttpOnly cookie', async () => {
    const http = app.client();
    const up = await http.post('/api/auth/sign-up/email', {
      email: 'tok@example.com',
      password: 'client-password-1',
      name: 'Tok',
    });
    expect(up.json.token).toBeUndefined();
    expect(up.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(true);
    const session = await http.get('/api/auth/get-session');
    expect(session.json.user.email).toBe('tok@example.com');
    expect(session.json.session.token).toBeUndefined();
    const signIn = await app
      .client()
      .post('/api/auth/sign-in/email', { email: 'tok@example.com', password: 'client-password-1' });
    expect(signIn.json.token).toBeUndefined();
    expect(signIn.text).not.toMatch(/"token"/);
  });
});

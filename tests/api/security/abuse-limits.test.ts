import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * the docs/product.md#security abuse limits: writes per signed-in user (429, Retry-After, a clear message, nothing
 * written), and failed sign-ins per account (locked from every address, logged to security_logs).
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    RATE_LIMIT_WRITES_MAX: '5',
    RATE_LIMIT_WRITES_WINDOW_SECONDS: '60',
    SIGN_IN_LOCKOUT_FAILURES: '3',
    SIGN_IN_LOCKOUT_SECONDS: '120',
  });
});
afterAll(async () => {
  await app?.close();
});

const theme = (value: string) => ({
  preference_type: 'theme',
  preference_key: 'theme',
  preference_value: value,
});

const projectCount = async (userId: string) => {
  const rows = await app.server.deps.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM projects WHERE created_by = ${userId}`,
  );
  return rows.rows[0]!.n;
};

describe('writes per user', () => {
  it('refuses the write past the limit with 429, Retry-After and the reason, and writes nothing', async () => {
    const client = await signUpUser(app);
    for (let i = 0; i < 5; i++) await buildProject(client.http, { name: `Proyecto ${i}` });
    expect(await projectCount(client.id)).toBe(5);

    const refused = await client.http.post('/api/projects', { name: 'Uno de más', description: '' });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: `Has hecho demasiados cambios seguidos. Espera ${wait} s e inténtalo de nuevo.`,
    });
    expect(await projectCount(client.id)).toBe(5);

    // Reading is not limited, and another person has a limit of their own.
    expect((await client.http.get('/api/projects')).status).toBe(200);
    const other = await signUpUser(app);
    expect(
      (await other.http.post('/api/projects', { name: 'De otra persona', description: '' })).status,
    ).toBe(201);
  });

  it('answers in the caller’s language', async () => {
    const client = await signUpUser(app);
    for (let i = 0; i < 5; i++) await client.http.put('/api/preferences', theme('dark'));
    const refused = await client.http.request('PUT', '/api/preferences', theme('light'), {
      'accept-language': 'en',
    });
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toMatch(/^You have made too many changes in a row\. Wait \d+ s/);
  });
});

describe('failed sign-ins per account', () => {
  it('locks the account after 3 wrong passwords, even with the right one, and logs it once', async () => {
    const victim = await signUpUser(app);
    const attacker = app.client();
    for (let i = 0; i < 3; i++) {
      const res = await attacker.post('/api/auth/sign-in/email', {
        email: victim.email,
        password: 'wrong-password',
      });
      expect(res.status).toBe(401);
    }
    // The right password from another client (another address, as far as the lock cares).
    const owner = app.client();
    const locked = await owner.post('/api/auth/sign-in/email', {
      email: victim.email.toUpperCase(),
      password: victim.password,
    });
    expect(locked.status).toBe(429);
    expect(locked.json).toMatchObject({ code: 'ACCOUNT_TEMPORARILY_LOCKED' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(locked.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);

    const admin = await signInOwner(app);
    const logs = await admin.http.get('/api/admin/security-logs?event=account_locked');
    expect(logs.status).toBe(200);
    const events = (logs.json.logs as { event: string; email: string | null }[]).filter(
      (l) => l.email === victim.email.toLowerCase(),
    );
    expect(events).toHaveLength(1);
  });

  it('a right password before the limit clears the count', async () => {
    const user = await signUpUser(app);
    const browser = app.client();
    for (let i = 0; i < 2; i++) {
      await browser.post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-password' });
    }
    expect(
      (await browser.post('/api/auth/sign-in/email', { email: user.email, password: user.password })).status,
    ).toBe(200);
    for (let i = 0; i < 2; i++) {
      await browser.post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-password' });
    }
    expect(
      (await browser.post('/api/auth/sign-in/email', { email: user.email, password: user.password })).status,
    ).toBe(200);
  });
});

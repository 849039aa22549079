import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * The admin console's heavy aggregates (analytics, team workload) are reused for at most
 * CONSOLE_CACHE_SECONDS (5 by default; 1 here): a write shows once that interval has passed, and
 * the cache never lets a client read what only admins may.
 */
let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
let client: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  app = await startTestApp({ CONSOLE_CACHE_SECONDS: '1' });
  admin = await signInOwner(app);
  client = await signUpUser(app);
});
afterAll(async () => {
  await app?.close();
});

const developmentCount = (body: { projects_by_status: Array<{ status: string; count: number }> }) =>
  body.projects_by_status.find((s) => s.status === 'development')!.count;

describe('the console cache', () => {
  it('serves analytics from one read for at most the stated interval after a write', async () => {
    const before = developmentCount((await admin.http.get('/api/analytics')).json);
    await buildProject(admin.http);
    const within = developmentCount((await admin.http.get('/api/analytics')).json);
    expect(within).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = developmentCount((await admin.http.get('/api/analytics')).json);
    expect(after).toBe(before + 1);
  });

  it('still refuses clients once the figures are cached', async () => {
    expect((await admin.http.get('/api/analytics')).status).toBe(200);
    expect((await admin.http.get('/api/team')).status).toBe(200);
    expect((await client.http.get('/api/analytics')).status).toBe(403);
    expect((await client.http.get('/api/team')).status).toBe(403);
  });
});

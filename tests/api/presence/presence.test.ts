import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../support/factories';
import type { HttpClient } from '../../support/http-client';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * GET /api/presence reads user_presence (written by the realtime socket: tests/api/realtime has
 * those). Here the rows are written directly, so each state is exact: who is online, who is seen
 * as offline, and who may see whom.
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

type Presence = { user_id: string; status: 'online' | 'offline'; last_seen: string };

async function seen(userId: string, status: 'online' | 'offline', secondsAgo: number) {
  await app.db.execute(sql`
    INSERT INTO user_presence (user_id, status, last_seen)
    VALUES (${userId}, ${status}, now() - make_interval(secs => ${secondsAgo}))
    ON CONFLICT (user_id) DO UPDATE SET status = EXCLUDED.status, last_seen = EXCLUDED.last_seen`);
}

async function presenceOf(http: HttpClient) {
  const res = await http.get('/api/presence');
  expect(res.status).toBe(200);
  return new Map((res.json.presence as Presence[]).map((p) => [p.user_id, p]));
}

describe('GET /api/presence', () => {
  it('tells online only of those seen within the last minute and not signed off', async () => {
    const fresh = await signUpUser(app);
    const stale = await signUpUser(app);
    const left = await signUpUser(app);
    await seen(fresh.id, 'online', 5);
    await seen(stale.id, 'online', 90);
    await seen(left.id, 'offline', 5);
    const presence = await presenceOf(admin.http);
    expect(presence.get(fresh.id)?.status).toBe('online');
    expect(presence.get(stale.id)?.status).toBe('offline');
    expect(presence.get(left.id)?.status).toBe('offline');
    const lastSeen = Date.parse(presence.get(stale.id)!.last_seen);
    expect(Date.now() - lastSeen).toBeGreaterThanOrEqual(85_000);
    expect(Date.now() - lastSeen).toBeLessThan(120_000);
  });

  it('shows a client themselves and the agency’s staff, and no other client', async () => {
    const client = await signUpUser(app);
    const stranger = await signUpUser(app);
    await seen(admin.id, 'online', 1);
    await seen(client.id, 'online', 1);
    await seen(stranger.id, 'online', 1);
    const presence = await presenceOf(client.http);
    expect(presence.get(client.id)?.status).toBe('online');
    expect(presence.get(admin.id)?.status).toBe('online');
    expect(presence.has(stranger.id)).toBe(false);
    // The admin sees everyone.
    expect((await presenceOf(admin.http)).has(stranger.id)).toBe(true);
  });

  it('shows the members of a shared project each other', async () => {
    const owner = await signUpUser(app);
    const collaborator = await signUpUser(app);
    const project = await buildProject(owner.http);
    const added = await owner.http.post(`/api/projects/${project.id}/members`, { email: collaborator.email });
    expect(added.status).toBe(201);
    await seen(owner.id, 'online', 1);
    await seen(collaborator.id, 'online', 1);
    expect((await presenceOf(collaborator.http)).get(owner.id)?.status).toBe('online');
    expect((await presenceOf(owner.http)).get(collaborator.id)?.status).toBe('online');
  });

  it('needs a session', async () => {
    expect((await app.client().get('/api/presence')).status).toBe(401);
  });
});

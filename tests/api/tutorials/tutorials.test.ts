import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, type Caller } from '../../../src/server/db/client';
import { tutorialProgress } from '../../../src/server/db/schema/tutorials';
import type { HttpClient } from '../../support/http-client';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let a: Awaited<ReturnType<typeof signUpUser>>;
let b: Awaited<ReturnType<typeof signUpUser>>;
let admin: { http: HttpClient; id: string };

beforeAll(async () => {
  app = await startTestApp();
  a = await signUpUser(app);
  b = await signUpUser(app);
  admin = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

const tour = (id: string) => `/api/tutorials/progress/${id}`;

describe('tutorials: progress per user', () => {
  it('records a tour started, then completed, and lists only the caller’s own', async () => {
    const started = await a.http.put(tour('client-welcome-tour'), { status: 'started', current_step: 2 });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({
      tour_id: 'client-welcome-tour',
      status: 'started',
      current_step: 2,
      completed_at: null,
    });
    const done = await a.http.put(tour('client-welcome-tour'), { status: 'completed', current_step: 5 });
    expect(done.json.status).toBe('completed');
    expect(done.json.completed_at).toEqual(expect.any(String));
    // Taken again: it stays completed, with the first completion's date.
    const again = await a.http.put(tour('client-welcome-tour'), { status: 'started', current_step: 0 });
    expect(again.json.completed_at).toBe(done.json.completed_at);

    const mine = (await a.http.get('/api/tutorials/progress')).json.progress;
    expect(mine.map((p: { tour_id: string }) => p.tour_id)).toEqual(['client-welcome-tour']);
    expect((await b.http.get('/api/tutorials/progress')).json).toEqual({ progress: [] });
  });

  it('follows the person to another session', async () => {
    await a.http.put(tour('welcome-tour'), { status: 'skipped', current_step: 1 });
    const other = app.client();
    await other.post('/api/auth/sign-in/email', { email: a.email, password: a.password });
    const progress = (await other.get('/api/tutorials/progress')).json.progress;
    expect(progress).toContainEqual(expect.objectContaining({ tour_id: 'welcome-tour', status: 'skipped' }));
  });

  it('restarts a tour by forgetting it', async () => {
    await b.http.put(tour('support-help'), { status: 'completed', current_step: 3 });
    expect((await b.http.delete(tour('support-help'))).status).toBe(204);
    expect((await b.http.get('/api/tutorials/progress')).json.progress).toEqual([]);
  });

  it('refuses unknown tours, steps out of range and malformed bodies (400)', async () => {
    expect((await a.http.put(tour('no-such-tour'), { status: 'started', current_step: 0 })).status).toBe(400);
    expect((await a.http.put(tour('welcome-tour'), { status: 'started', current_step: 6 })).status).toBe(400);
    expect((await a.http.put(tour('welcome-tour'), { status: 'started', current_step: -1 })).status).toBe(
      400,
    );
    expect((await a.http.put(tour('welcome-tour'), { status: 'done', current_step: 0 })).status).toBe(400);
    expect(
      (await a.http.put(tour('welcome-tour'), { status: 'started', current_step: 0, user_id: b.id })).status,
    ).toBe(400);
    expect((await a.http.delete(tour('no-such-tour'))).status).toBe(400);
  });

  it('offers a client only the tours of their role (docs/product.md#roles-and-what-each-sees); admins every tour', async () => {
    expect((await a.http.put(tour('analytics-tour'), { status: 'started', current_step: 0 })).status).toBe(
      403,
    );
    expect((await a.http.put(tour('profile-page-tour'), { status: 'started', current_step: 0 })).status).toBe(
      200,
    );
    expect(
      (await admin.http.put(tour('analytics-tour'), { status: 'started', current_step: 3 })).status,
    ).toBe(200);
  });

  it('asks for a session', async () => {
    const anonymous = app.client();
    expect((await anonymous.get('/api/tutorials/progress')).status).toBe(401);
    expect((await anonymous.put(tour('welcome-tour'), { status: 'started', current_step: 0 })).status).toBe(
      401,
    );
  });
});

describe('tutorials: row-level security', () => {
  it('keeps a client to their own rows, refuses writing another’s, and lets admins read every row', async () => {
    const callerA: Caller = { id: a.id, role: 'user' };
    const seen = await asCaller(app.db, callerA, (tx) => tx.select().from(tutorialProgress));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((row) => row.userId === a.id)).toBe(true);
    await expect(
      asCaller(app.db, callerA, (tx) =>
        tx.insert(tutorialProgress).values({ userId: b.id, tourId: 'welcome-tour', status: 'completed' }),
      ),
    ).rejects.toThrow();
    const all = await asCaller(app.db, { id: admin.id, role: 'admin' }, (tx) =>
      tx.select().from(tutorialProgress),
    );
    expect(new Set(all.map((row) => row.userId))).toEqual(new Set([a.id, admin.id]));
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, type Caller } from '../../../src/server/db/client';
import { helpArticleFeedback } from '../../../src/server/db/schema/help';
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

const article = (id: string) => `/api/help/articles/${id}`;
const counters = (state: { counters: { article_id: string }[] }, id: string) =>
  state.counters.find((c) => c.article_id === id);

describe('help centre: views, votes and bookmarks', () => {
  it('counts every view, of every user, in the article counters', async () => {
    const first = await a.http.post(`${article('views-demo')}/view`, {});
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      article_id: 'views-demo',
      vote: null,
      bookmarked: false,
      counters: { article_id: 'views-demo', views: 1, helpful: 0, not_helpful: 0 },
    });
    await a.http.post(`${article('views-demo')}/view`, {});
    const third = await b.http.post(`${article('views-demo')}/view`, {});
    expect(third.json.counters.views).toBe(3);
    expect(counters((await b.http.get('/api/help/state')).json, 'views-demo')).toMatchObject({ views: 3 });
  });

  it('keeps one vote per user and article, changeable and taken back with null', async () => {
    expect(
      (await a.http.put(`${article('vote-demo')}/vote`, { vote: 'helpful' })).json.counters,
    ).toMatchObject({
      helpful: 1,
      not_helpful: 0,
    });
    await a.http.put(`${article('vote-demo')}/vote`, { vote: 'helpful' });
    const changed = await a.http.put(`${article('vote-demo')}/vote`, { vote: 'not_helpful' });
    expect(changed.json).toMatchObject({ vote: 'not_helpful', counters: { helpful: 0, not_helpful: 1 } });
    await b.http.put(`${article('vote-demo')}/vote`, { vote: 'helpful' });
    expect((await a.http.get('/api/help/state')).json.votes).toMatchObject({ 'vote-demo': 'not_helpful' });
    const back = await a.http.put(`${article('vote-demo')}/vote`, { vote: null });
    expect(back.json).toMatchObject({ vote: null, counters: { helpful: 1, not_helpful: 0 } });
    expect((await a.http.get('/api/help/state')).json.votes['vote-demo']).toBeUndefined();
    const { rows } = await app.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM help_article_feedback WHERE article_id = 'vote-demo'`,
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('bookmarks per user, newest first, and keeps them across sessions', async () => {
    await a.http.put(`${article('bookmark-one')}/bookmark`, { bookmarked: true });
    await a.http.put(`${article('bookmark-two')}/bookmark`, { bookmarked: true });
    const state = (await a.http.get('/api/help/state')).json;
    expect(state.bookmarks.slice(0, 2)).toEqual(['bookmark-two', 'bookmark-one']);
    expect((await b.http.get('/api/help/state')).json.bookmarks).not.toContain('bookmark-one');
    const again = app.client();
    await again.post('/api/auth/sign-in/email', { email: a.email, password: a.password });
    expect((await again.get('/api/help/state')).json.bookmarks).toContain('bookmark-one');
    const removed = await a.http.put(`${article('bookmark-one')}/bookmark`, { bookmarked: false });
    expect(removed.json.bookmarked).toBe(false);
    expect((await a.http.get('/api/help/state')).json.bookmarks).not.toContain('bookmark-one');
  });

  it('refuses malformed article ids and bodies', async () => {
    expect((await a.http.post(`${article('Not_A_Slug')}/view`, {})).status).toBe(400);
    expect((await a.http.post(`${article('x'.repeat(81))}/view`, {})).status).toBe(400);
    expect((await a.http.put(`${article('vote-demo')}/vote`, { vote: 'maybe' })).status).toBe(400);
    expect((await a.http.put(`${article('vote-demo')}/bookmark`, {})).status).toBe(400);
  });

  it('asks for a session', async () => {
    const anonymous = app.client();
    expect((await anonymous.get('/api/help/state')).status).toBe(401);
    expect((await anonymous.post(`${article('views-demo')}/view`, {})).status).toBe(401);
  });
});

describe('help centre: admin stats', () => {
  it('lists the most viewed and the least helpful articles to admins only', async () => {
    for (let i = 0; i < 3; i += 1) await b.http.post(`${article('stats-popular')}/view`, {});
    await a.http.put(`${article('stats-unhelpful')}/vote`, { vote: 'not_helpful' });
    await b.http.put(`${article('stats-unhelpful')}/vote`, { vote: 'not_helpful' });
    const stats = await admin.http.get('/api/help/stats');
    expect(stats.status).toBe(200);
    expect(stats.json.most_viewed[0]).toMatchObject({ article_id: 'stats-popular', views: 3 });
    expect(stats.json.least_helpful[0]).toMatchObject({
      article_id: 'stats-unhelpful',
      helpful: 0,
      not_helpful: 2,
    });
    expect((await a.http.get('/api/help/stats')).status).toBe(403);
  });
});

describe('help centre: row-level security', () => {
  it('keeps a client to their own rows and lets admins read every row', async () => {
    const callerA: Caller = { id: a.id, role: 'user' };
    const seen = await asCaller(app.db, callerA, (tx) => tx.select().from(helpArticleFeedback));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((row) => row.userId === a.id)).toBe(true);
    await expect(
      asCaller(app.db, callerA, (tx) =>
        tx.insert(helpArticleFeedback).values({ userId: b.id, articleId: 'forged' }),
      ),
    ).rejects.toThrow();
    const all = await asCaller(app.db, { id: admin.id, role: 'admin' }, (tx) =>
      tx.select().from(helpArticleFeedback),
    );
    expect(new Set(all.map((row) => row.userId))).toEqual(new Set([a.id, b.id]));
  });
});

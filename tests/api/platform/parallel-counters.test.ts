import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectProgressHistory, projects } from '../../../src/server/db/schema/projects';
import { projectFiles, uploadQuota } from '../../../src/server/db/schema/project-files';
import { ask, newConversation } from '../../support/assistant';
import { buildPhase, buildProject } from '../../support/factories';
import { startFakeGemini, type FakeGemini } from '../../support/fake-gemini';
import type { HttpClient } from '../../support/http-client';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/** Counters and quotas stay exact when 50 requests arrive at once (docs/product.md#security). */
const N = 50;
const all = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: N }, (_, i) => make(i)));
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

let app: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signInOwner(app)).http;
});
afterAll(async () => {
  await app?.close();
});

describe('50 parallel requests', () => {
  it('number 50 invoices with 50 different, consecutive numbers', async () => {
    const client = await signUpUser(app);
    const answers = await all((i) =>
      admin.post('/api/payments', {
        user_id: client.id,
        concept: `Cuota ${i}`,
        amount: 10 + i,
        issue_date: '2026-11-01',
        due_date: '2026-12-01',
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(201));
    const numbers = answers
      .map((a) => Number(String(a.json.payment.number).split('-')[2]))
      .sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(N);
    expect(numbers[N - 1]! - numbers[0]!).toBe(N - 1);
    const list = await admin.get(`/api/payments?user_id=${client.id}&limit=200`);
    expect(list.json.total).toBe(N);
  });

  it('let exactly 30 of 50 project creations through when 30 of the 100 remain', async () => {
    const user = await signUpUser(app);
    for (let i = 0; i < 70; i += 1) await buildProject(user.http, { name: `Previo ${i}` });
    const answers = await all((i) => user.http.post('/api/projects', { name: `Paralelo ${i}` }));
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 201)).toBe(30);
    expect(count(statuses, 409)).toBe(20);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.json.error.code).toBe('PROJECT_LIMIT');
    const [row] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .where(eq(projects.createdBy, user.id));
    expect(row!.n).toBe(100);
  });

  it('keep a project at 20 collaborators when 50 are added at once', async () => {
    const owner = await signUpUser(app);
    const project = await buildProject(owner.http);
    const people = await Promise.all(Array.from({ length: N }, () => signUpUser(app)));
    const answers = await Promise.all(
      people.map((p) => admin.post(`/api/projects/${project.id}/members`, { user_id: p.id })),
    );
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 201)).toBe(20);
    expect(count(statuses, 409)).toBe(30);
    const members = await owner.http.get(`/api/projects/${project.id}/members`);
    expect(members.json.collaborators).toBe(20);
  });

  it('bring a project to exactly 100 % when its 50 phases finish at once', async () => {
    const owner = await signUpUser(app);
    const project = await buildProject(owner.http);
    const phases = [];
    for (let i = 0; i < N; i += 1) phases.push(await buildPhase(admin, project.id, { name: `Fase ${i}` }));
    const answers = await Promise.all(
      phases.map((p) => admin.patch(`/api/phases/${p.id}`, { status: 'completed' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));
    const after = (await owner.http.get(`/api/projects/${project.id}`)).json.project;
    expect(after.progress).toBe(100);
    const history = await app.db
      .select()
      .from(projectProgressHistory)
      .where(eq(projectProgressHistory.projectId, project.id));
    expect(history).toHaveLength(1);
    expect(history[0]!.progress).toBe(100);
  });

  it('count 50 replies to a ticket sent at once', async () => {
    const client = await signUpUser(app);
    const ticket = (await client.http.post('/api/tickets', { asunto: 'Muchas dudas', mensaje: 'Hola' })).json
      .ticket;
    const answers = await all((i) =>
      (i % 2 ? admin : client.http).post(`/api/tickets/${ticket.id}/replies`, { mensaje: `Respuesta ${i}` }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(201));
    const detail = (await admin.get(`/api/tickets/${ticket.id}`)).json.ticket;
    expect(detail.reply_count).toBe(N);
    expect(detail.replies).toHaveLength(N);
  });

  it('count 50 notifications sent at once, then none unread after 50 parallel reads', async () => {
    const user = await signUpUser(app);
    const sent = await all((i) =>
      admin.post('/api/notifications/send', {
        user_id: user.id,
        title: `Aviso ${i}`,
        message: 'Mensaje',
        type: 'info',
        category: 'system',
      }),
    );
    expect(sent.map((a) => a.status)).toEqual(Array(N).fill(201));
    const before = (await user.http.get('/api/notifications/stats')).json;
    const unreadBefore = before.unread as number;
    expect(unreadBefore).toBeGreaterThanOrEqual(N);
    const list = await user.http.get('/api/notifications?limit=50&unread_only=true');
    const ids = (list.json.notifications as Array<{ id: string; title: string }>)
      .filter((n) => n.title.startsWith('Aviso '))
      .map((n) => n.id);
    expect(ids).toHaveLength(N);
    const read = await Promise.all(
      ids.map((id) => user.http.patch(`/api/notifications/${id}`, { is_read: true })),
    );
    expect(read.map((a) => a.status)).toEqual(Array(N).fill(200));
    expect((await user.http.get('/api/notifications/stats')).json.unread).toBe(unreadBefore - N);
  });

  it('let exactly 10 of 50 parallel uploads through when 10 of the day remain', async () => {
    const uploader = await signUpUser(app);
    const project = (await buildProject(uploader.http)).id;
    await app.db
      .insert(uploadQuota)
      .values({ userId: uploader.id, day: sql`current_date`, count: 90 })
      .onConflictDoUpdate({ target: [uploadQuota.userId, uploadQuota.day], set: { count: 90 } });
    const answers = await all(async (i) => {
      const res = await fetch(`${app.baseUrl}/api/projects/${project}/files`, {
        method: 'POST',
        headers: {
          cookie: uploader.http.cookieHeader,
          origin: app.baseUrl,
          'content-type': 'application/octet-stream',
          'x-file-name': `f${i}.txt`,
        },
        body: Buffer.from(`n${i}`),
      });
      await res.arrayBuffer();
      return res.status;
    });
    expect(count(answers, 201)).toBe(10);
    expect(count(answers, 429)).toBe(40);
    const rows = await app.db.select().from(projectFiles).where(eq(projectFiles.projectId, project));
    expect(rows).toHaveLength(10);
    const [quota] = await app.db
      .select()
      .from(uploadQuota)
      .where(and(eq(uploadQuota.userId, uploader.id), eq(uploadQuota.day, sql`current_date`)));
    expect(quota!.count).toBe(100);
  });
});

describe('the per-person write limit under 50 parallel writes', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ RATE_LIMIT_WRITES_MAX: '12', RATE_LIMIT_WRITES_WINDOW_SECONDS: '600' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('lets exactly the limit through and refuses the rest with 429', async () => {
    const user = await signUpUser(limited);
    // Signing up is not a write of the API: the whole budget is left.
    const answers = await all((i) =>
      user.http.patch('/api/notification-settings', { weekly_report: i % 2 === 0 }),
    );
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 200)).toBe(12);
    expect(count(statuses, 429)).toBe(38);
  });
});

describe('the assistant’s per-person message limit under 50 parallel messages', () => {
  let gemini: FakeGemini;
  let limited: TestApp;
  beforeAll(async () => {
    gemini = await startFakeGemini();
    limited = await startTestApp({
      GEMINI_API_KEYS: 'k1',
      GEMINI_BASE_URL: gemini.url,
      ASSISTANT_RATE_LIMIT_MAX: '7',
      ASSISTANT_RATE_LIMIT_WINDOW_SECONDS: '600',
    });
  });
  afterAll(async () => {
    await limited?.close();
    await gemini?.close();
  });

  it('answers exactly the limit, refuses the rest with 429, and calls the model only for those answered', async () => {
    const user = await signUpUser(limited);
    const conversations = await all(() => newConversation(user.http));
    gemini.reset();
    const answers = await Promise.all(conversations.map((id, i) => ask(user.http, id, `Hola ${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 200)).toBe(7);
    expect(count(statuses, 429)).toBe(43);
    expect(gemini.requests).toHaveLength(7);
  }, 60_000);
});

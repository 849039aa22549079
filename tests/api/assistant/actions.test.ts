import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../../src/server/db/schema/tasks';
import { DEFAULT_TIME_ZONE } from '../../../src/shared/schemas/time-zone';
import { ask, newConversation } from '../../support/assistant';
import { buildProject } from '../../support/factories';
import { startFakeGemini, type FakeGemini } from '../../support/fake-gemini';
import {
  addDays,
  databaseToday,
  signInOwner,
  signUpUser,
  startTestApp,
  type TestApp,
} from '../../support/test-app';

describe("Websy AI's actions through the model's tool calls (decision 0022)", () => {
  let gemini: FakeGemini;
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signInOwner>>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let project: { id: string; name: string };

  const toolThenText = (name: string, args: Record<string, unknown>, text: string) => {
    gemini.reset();
    gemini.answer = (request) =>
      request.body.contents.some((c) => c.parts.some((p) => 'functionResponse' in p))
        ? { text: [text] }
        : { functionCall: { name, args } };
  };

  beforeAll(async () => {
    gemini = await startFakeGemini();
    app = await startTestApp({
      GEMINI_API_KEYS: 'k1',
      GEMINI_BASE_URL: gemini.url,
      GEMINI_MODEL: 'gemini-test',
    });
    admin = await signInOwner(app);
    a = await signUpUser(app, { name: 'Ana Cliente' });
    project = await buildProject(a.http, { name: 'Tienda de Ana' });
  });
  afterAll(async () => {
    await app?.close();
    await gemini?.close();
  });

  it('offers the task the model asks for as a card; nothing is written before the confirmation', async () => {
    toolThenText(
      'createTask',
      { project: 'tienda de ana', title: 'Revisar el checkout', priority: 'urgente', due_date: 'tomorrow' },
      'Te propongo la tarea: confírmala en la tarjeta.',
    );
    const today = await databaseToday(app, DEFAULT_TIME_ZONE);
    const id = await newConversation(admin.http);
    const res = await ask(admin.http, id, 'Crea una tarea para revisar el checkout de la tienda de Ana');
    expect(res.status, res.text).toBe(200);
    const card = res.chunks.find((c) => c.type === 'data-action') as unknown as {
      id: string;
      data: { status: string; input: object };
    };
    expect(card.data).toMatchObject({
      status: 'pending',
      input: {
        kind: 'createTask',
        project_id: project.id,
        title: 'Revisar el checkout',
        priority: 'urgent',
        due_date: addDays(today, 1),
      },
    });
    expect(res.answer).toBe('Te propongo la tarea: confírmala en la tarjeta.');
    // The model was told the task awaits the user's confirmation, not that it exists.
    const told = JSON.stringify(gemini.requests[1]!.body.contents);
    expect(told).toContain('awaiting_user_confirmation');
    expect(await app.db.select().from(tasks).where(eq(tasks.projectId, project.id))).toEqual([]);

    const messages = (await admin.http.get(`/api/assistant/conversations/${id}/messages`)).json.messages;
    expect(messages[1].parts).toEqual([
      { type: 'text', text: 'Te propongo la tarea: confírmala en la tarjeta.' },
      expect.objectContaining({ type: 'data-action', id: card.id }),
    ]);
    const done = await admin.http.post(`/api/assistant/actions/${card.id}`, { decision: 'confirm' });
    expect(done.json.action.status).toBe('done');
    expect(await app.db.select().from(tasks).where(eq(tasks.projectId, project.id))).toHaveLength(1);
  });

  it("tells the model why nothing was offered: a client's request, or an unknown project", async () => {
    toolThenText('createPhase', { project: 'Tienda de Ana', name: 'QA' }, 'No puedo crearla.');
    const clientConversation = await newConversation(a.http);
    const refused = await ask(a.http, clientConversation, 'Crea una fase QA');
    expect(refused.chunks.some((c) => c.type === 'data-action')).toBe(false);
    expect(JSON.stringify(gemini.requests[1]!.body.contents)).toContain('not_offered');

    toolThenText('createPhase', { project: 'Proyecto Fantasma' }, 'No encuentro ese proyecto.');
    const adminConversation = await newConversation(admin.http);
    const unknown = await ask(admin.http, adminConversation, 'Crea una fase en Proyecto Fantasma');
    expect(unknown.chunks.some((c) => c.type === 'data-action')).toBe(false);
    expect(JSON.stringify(gemini.requests[1]!.body.contents)).toContain('Proyecto No Encontrado');
  });

  it('offers the meeting the model asks for, in the asker’s zone, with the named client invited', async () => {
    toolThenText(
      'bookMeeting',
      { project: 'Tienda de Ana', date: 'tomorrow', time: '09:30', duration_minutes: 45, attendees: ['Ana'] },
      'Te propongo la reunión: confírmala en la tarjeta.',
    );
    const id = await newConversation(admin.http);
    const res = await ask(admin.http, id, 'Organiza una reunión con Ana mañana a las 9:30', undefined, {
      time_zone: 'Asia/Tokyo',
    });
    const card = res.chunks.find((c) => c.type === 'data-action') as unknown as {
      id: string;
      data: { status: string; input: Record<string, unknown> };
    };
    const { rows } = await app.db.execute<{ start_at: string }>(
      sql`SELECT to_char(((now() AT TIME ZONE 'Asia/Tokyo')::date + 1 + time '09:30') AT TIME ZONE 'Asia/Tokyo'
                 AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"') AS start_at`,
    );
    const start = rows[0]!.start_at;
    expect(card.data).toMatchObject({
      status: 'pending',
      input: {
        kind: 'bookMeeting',
        summary: 'Reunión: Tienda de Ana',
        start_at: start,
        end_at: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
        time_zone: 'Asia/Tokyo',
        project_id: project.id,
        attendees: [{ user_id: a.id, email: a.email, name: 'Ana Cliente' }],
      },
    });
    expect(JSON.stringify(gemini.requests[1]!.body.contents)).toContain('awaiting_user_confirmation');
    const done = await admin.http.post(`/api/assistant/actions/${card.id}`, { decision: 'confirm' });
    expect(done.json.action.status, done.text).toBe('done');
  });
});

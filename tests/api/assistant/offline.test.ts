import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPhases } from '../../../src/server/db/schema/project-phases';
import { tasks } from '../../../src/server/db/schema/tasks';
import { DEFAULT_TIME_ZONE } from '../../../src/shared/schemas/time-zone';
import { ask, newConversation } from '../../support/assistant';
import { buildProject, buildTask } from '../../support/factories';
import {
  addDays,
  databaseToday,
  signInOwner,
  signUpUser,
  startTestApp,
  type TestApp,
} from '../../support/test-app';

type Action = {
  id: string;
  status: string;
  input: Record<string, unknown>;
  result: { id: string; href: string } | null;
  error: string | null;
};

describe('Websy AI offline, without keys (decision 0022)', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signInOwner>>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let b: Awaited<ReturnType<typeof signUpUser>>;
  let today: string;
  let shop: { id: string; name: string };

  const actionOf = (res: Awaited<ReturnType<typeof ask>>) =>
    res.chunks.find((c) => c.type === 'data-action')?.data as unknown as Action | undefined;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await signInOwner(app);
    a = await signUpUser(app, { name: 'Ana Cliente' });
    b = await signUpUser(app, { name: 'Bruno Cliente' });
    today = await databaseToday(app, DEFAULT_TIME_ZONE);
    shop = await buildProject(a.http, { name: 'Tienda de Ana' });
    await buildProject(a.http, { name: 'Blog de Ana' });
    const secret = await buildProject(b.http, { name: 'Proyecto Secreto de Bruno' });
    await admin.http.post(`/api/projects/${shop.id}/approve`, {});
    await buildTask(admin.http, shop.id, { title: 'Maquetar la portada', due_date: addDays(today, -3) });
    await buildTask(admin.http, shop.id, { title: 'Elegir tipografía', due_date: addDays(today, 5) });
    await buildTask(admin.http, secret.id, { title: 'Tarea oculta de Bruno', due_date: addDays(today, -1) });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says it is offline, and answers a greeting in the stream the model would use', async () => {
    expect((await a.http.get('/api/assistant/status')).json).toEqual({
      configured: false,
      offline: true,
      message: 'No se encontraron API keys de Gemini configuradas',
    });
    const id = await newConversation(a.http);
    const res = await ask(a.http, id, 'Hola');
    expect(res.status, res.text).toBe(200);
    expect(res.chunks.map((c) => c.type)).toEqual([
      'start',
      'text-start',
      'text-delta',
      'text-end',
      'finish',
    ]);
    expect(res.answer).toContain('¡Hola, Ana Cliente! Soy Websy AI.');
    const messages = (await a.http.get(`/api/assistant/conversations/${id}/messages`)).json.messages;
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1].id).toBe(res.chunks[0]!.messageId);
  });

  it("answers questions about the caller's own data only, in es, en and pt", async () => {
    const id = await newConversation(a.http);
    const counts = await ask(a.http, id, '¿Cuántos proyectos tengo?');
    expect(counts.answer).toContain('Puedes ver 2 proyectos:');
    const pending = await ask(a.http, id, 'Which projects are awaiting approval?', 'en');
    expect(pending.answer).toContain('1 project awaiting approval:');
    expect(pending.answer).toContain('**Blog de Ana**');
    const overdue = await ask(a.http, id, 'Quais tarefas estão atrasadas?', 'pt');
    expect(overdue.answer).toContain('1 tarefa atrasada:');
    expect(overdue.answer).toContain(
      `**Maquetar la portada** (Tienda de Ana), vencia em ${addDays(today, -3)}`,
    );
    const progress = await ask(a.http, id, '¿Cómo va el proyecto Tienda de Ana?');
    expect(progress.answer).toMatch(/\*\*Tienda de Ana\*\* va al \*\*\d+ %\*\*: 0 de 2 tareas completadas/);
    for (const res of [counts, pending, overdue, progress]) {
      expect(res.answer).not.toContain('Bruno');
      expect(res.answer).not.toContain('Secreto');
    }
    const unknown = await ask(a.http, id, '¿Cómo va el proyecto Secreto de Bruno?');
    expect(unknown.answer).toContain('**Proyecto No Encontrado**');
    expect(unknown.answer).not.toContain('Tarea oculta');
  });

  it('offers a task as an action and writes nothing before it is confirmed; confirms once', async () => {
    const id = await newConversation(admin.http);
    const before = await app.db.select().from(tasks).where(eq(tasks.projectId, shop.id));
    const res = await ask(
      admin.http,
      id,
      'Crea una tarea urgente en el proyecto tienda de ana para mañana: revisar el checkout',
    );
    const action = actionOf(res)!;
    expect(res.answer).toContain('No se guardará hasta que la confirmes');
    expect(action).toMatchObject({
      status: 'pending',
      input: {
        kind: 'createTask',
        project_id: shop.id,
        project_name: 'Tienda de Ana',
        title: 'revisar el checkout',
        priority: 'urgent',
        due_date: addDays(today, 1),
      },
    });
    expect(await app.db.select().from(tasks).where(eq(tasks.projectId, shop.id))).toHaveLength(before.length);

    const [first, second] = await Promise.all([
      admin.http.post(`/api/assistant/actions/${action.id}`, { decision: 'confirm' }),
      admin.http.post(`/api/assistant/actions/${action.id}`, { decision: 'confirm' }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const done = (first.status === 200 ? first : second).json.action as Action;
    expect(done.status).toBe('done');
    expect(done.result!.href).toBe(`/admin/fases-tareas?proyecto=${shop.id}`);
    const [created] = await app.db.select().from(tasks).where(eq(tasks.id, done.result!.id));
    expect(created).toMatchObject({
      title: 'revisar el checkout',
      priority: 'urgent',
      dueDate: addDays(today, 1),
    });
    expect(await app.db.select().from(tasks).where(eq(tasks.projectId, shop.id))).toHaveLength(
      before.length + 1,
    );
    expect((first.status === 409 ? first : second).json.error.message).toBe(
      'Esta acción ya se confirmó o se canceló',
    );

    // The conversation's stored card carries the action's state now, from the server.
    const messages = (await admin.http.get(`/api/assistant/conversations/${id}/messages`)).json.messages;
    expect(messages[1].parts[1]).toMatchObject({
      type: 'data-action',
      id: action.id,
      data: { status: 'done' },
    });
  });

  it('cancels a phase; nothing is written, and the decision cannot be changed', async () => {
    const id = await newConversation(admin.http);
    const res = await ask(admin.http, id, 'Add a phase called "User testing" to project Tienda de Ana', 'en');
    const action = actionOf(res)!;
    expect(action.input).toMatchObject({ kind: 'createPhase', name: 'User testing', project_id: shop.id });
    const cancel = await admin.http.post(`/api/assistant/actions/${action.id}`, { decision: 'cancel' });
    expect(cancel.json.action.status).toBe('cancelled');
    expect(
      (await admin.http.post(`/api/assistant/actions/${action.id}`, { decision: 'confirm' })).status,
    ).toBe(409);
    const phases = await app.db.select().from(projectPhases).where(eq(projectPhases.projectId, shop.id));
    expect(phases.map((p) => p.name)).not.toContain('User testing');
  });

  it('creates a phase with the default name once confirmed', async () => {
    const id = await newConversation(admin.http);
    const action = actionOf(await ask(admin.http, id, 'Criar uma fase no projeto Tienda de Ana', 'pt'))!;
    expect(action.input).toMatchObject({ kind: 'createPhase', name: 'Nueva fase' });
    const done = await admin.http.post(`/api/assistant/actions/${action.id}`, { decision: 'confirm' });
    expect(done.json.action.status).toBe('done');
    const [phase] = await app.db
      .select()
      .from(projectPhases)
      .where(eq(projectPhases.id, done.json.action.result.id));
    expect(phase).toMatchObject({ name: 'Nueva fase', projectId: shop.id });
  });

  it("asks for the project ('Información Faltante') or lists the caller's own ('Proyecto No Encontrado')", async () => {
    const id = await newConversation(admin.http);
    const missing = await ask(admin.http, id, 'Crea una tarea');
    expect(missing.answer).toContain('**Información Faltante**');
    expect(actionOf(missing)).toBeUndefined();
    const unknown = await ask(admin.http, id, 'Crea una tarea en el proyecto Inexistente');
    expect(unknown.answer).toContain('**Proyecto No Encontrado**');
    expect(unknown.answer).toContain('No encuentro «Inexistente» entre tus proyectos.');
    expect(unknown.answer).toContain('**Tienda de Ana**');
  });

  it("never offers a client what the API refuses them, and another user's action is not found", async () => {
    const id = await newConversation(a.http);
    const res = await ask(a.http, id, 'Crea una tarea en el proyecto Tienda de Ana');
    expect(actionOf(res)).toBeUndefined();
    expect(res.answer).toContain('Posibles causas');

    const adminConversation = await newConversation(admin.http);
    const offered = actionOf(
      await ask(admin.http, adminConversation, 'Crea una fase en el proyecto Blog de Ana'),
    )!;
    const stolen = await a.http.post(`/api/assistant/actions/${offered.id}`, { decision: 'confirm' });
    expect(stolen.status).toBe(404);
    expect(stolen.json.error.message).toBe('Acción no encontrada');
    expect(
      (await admin.http.get(`/api/assistant/conversations/${adminConversation}/messages`)).json.messages[1]
        .parts[1].data.status,
    ).toBe('pending');
  });

  it('keeps a failed run on the action with its possible causes', async () => {
    const id = await newConversation(admin.http);
    const project = await buildProject(b.http, { name: 'Proyecto efímero' });
    const action = actionOf(
      await ask(admin.http, id, 'Crea una tarea "Algo" en el proyecto Proyecto efímero'),
    )!;
    await admin.http.delete(`/api/projects/${project.id}`);
    const res = await admin.http.post(`/api/assistant/actions/${action.id}`, { decision: 'confirm' });
    expect(res.status).toBe(200);
    expect(res.json.action.status).toBe('failed');
    expect(res.json.action.error).toContain('No se pudo completar la acción. Posibles causas:');
  });

  it('refuses a bad decision with 400', async () => {
    const res = await admin.http.post('/api/assistant/actions/00000000-0000-4000-8000-000000000000', {
      decision: 'maybe',
    });
    expect(res.status).toBe(400);
  });
});

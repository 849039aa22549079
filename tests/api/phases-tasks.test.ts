import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema/notifications';
import { todayUtc } from '../../src/server/lib/dates';
import { buildPhase, buildProject, buildTask } from '../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

async function approvedProjectOf() {
  const client = await signUpUser(app);
  const project = await buildProject(client.http);
  await admin.http.post(`/api/projects/${project.id}/approve`, {});
  return { client, project };
}

describe('phases', () => {
  it('creates phases with order max + 1 and the default name, re-read by id', async () => {
    const { project } = await approvedProjectOf();
    const first = await buildPhase(admin.http, project.id, { name: 'UI Design' });
    expect(first.phase_order).toBe(1);
    const second = await buildPhase(admin.http, project.id, {});
    expect(second).toMatchObject({ phase_order: 2, name: 'Nueva fase', status: 'pending' });
    const tenth = await buildPhase(admin.http, project.id, { phase_order: 10 });
    expect(tenth.phase_order).toBe(10);
    expect((await buildPhase(admin.http, project.id)).phase_order).toBe(11);
  });

  it('refuses an end date before the start', async () => {
    const { project } = await approvedProjectOf();
    const res = await admin.http.post(`/api/projects/${project.id}/phases`, {
      start_date: '2026-12-10',
      end_date: '2026-12-01',
    });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].message).toBe('La fecha de fin no puede ser anterior a la de inicio');
  });

  it('offers the standard phases', async () => {
    const { project } = await approvedProjectOf();
    const res = await admin.http.post(`/api/projects/${project.id}/phases/standard`, {});
    expect(res.status).toBe(201);
    expect(res.json.phases.map((p: { name: string }) => p.name)).toEqual([
      'UI Design',
      'Maquetado',
      'Contenido',
      'Funcionalidades',
      'SEO',
      'Deploy',
    ]);
  });

  it('recomputes progress, records today’s history and tells the owner when a phase finishes', async () => {
    const { client, project } = await approvedProjectOf();
    const phases = (await admin.http.post(`/api/projects/${project.id}/phases/standard`, {})).json.phases;
    const done = await admin.http.patch(`/api/phases/${phases[0].id}`, { status: 'completed' });
    expect(done.json.phase.status).toBe('completed');
    expect(done.json.phase.completed_at).toBeTruthy();
    await admin.http.patch(`/api/phases/${phases[1].id}`, { status: 'completed' });

    const detail = (await client.http.get(`/api/projects/${project.id}`)).json.project;
    expect(detail.progress).toBe(33);
    expect(detail.fases.map((f: { estado: string }) => f.estado)).toEqual([
      'Terminado',
      'Terminado',
      'Pendiente',
      'Pendiente',
      'Pendiente',
      'Pendiente',
    ]);
    expect(detail.progressHistory).toEqual([{ date: todayUtc(), progress: 33 }]);
    // The activity keeps the status as a key: Spanish text stored, any language shown.
    const activity = (await client.http.get(`/api/projects/${project.id}/activity`)).json.activity;
    const change = activity.find((a: { action: string }) => a.action === 'phase_status');
    expect(change).toMatchObject({
      description: 'Fase «Maquetado»: Terminado',
      metadata: {
        i18n: {
          key: 'projects:activity.phaseStatusChanged',
          params: { name: 'Maquetado', status: 'completed' },
        },
      },
    });

    const progress = await client.http.get(`/api/projects/${project.id}/progress`);
    expect(progress.json).toMatchObject({ total_phases: 6, completed_phases: 2, progress: 33 });

    const titles = (await app.db.select().from(notifications).where(eq(notifications.userId, client.id))).map(
      (n) => n.title,
    );
    expect(titles).toEqual(expect.arrayContaining(['Fase terminada', 'Progreso actualizado']));
    const metrics = await client.http.get(`/api/projects/${project.id}/metrics`);
    expect(metrics.json.metrics).toEqual([
      { metric_date: todayUtc(), completion_percentage: 33, task_count: 0, completed_tasks: 0 },
    ]);
  });

  it('refuses clients managing phases', async () => {
    const { client, project } = await approvedProjectOf();
    const phase = await buildPhase(admin.http, project.id);
    expect((await client.http.post(`/api/projects/${project.id}/phases`, {})).status).toBe(403);
    expect((await client.http.patch(`/api/phases/${phase.id}`, { status: 'completed' })).status).toBe(403);
    expect((await client.http.delete(`/api/phases/${phase.id}`)).status).toBe(403);
    expect((await client.http.get(`/api/projects/${project.id}/phases`)).json.phases).toHaveLength(1);
  });
});

describe('tasks', () => {
  it('creates pending tasks with priority medium and the default title, and completes them at 100 %', async () => {
    const { project } = await approvedProjectOf();
    const phase = await buildPhase(admin.http, project.id);
    const created = await admin.http.post('/api/tasks', { project_id: project.id, phase_id: phase.id });
    expect(created.status).toBe(201);
    expect(created.json.task).toMatchObject({
      title: 'Nueva tarea',
      status: 'pending',
      priority: 'medium',
      completion_percentage: 0,
      phase_name: 'Nueva fase',
    });
    const completed = await admin.http.post(`/api/tasks/${created.json.task.id}/complete`, {});
    expect(completed.json.task).toMatchObject({ status: 'completed', completion_percentage: 100 });
    const partial = await buildTask(admin.http, project.id);
    const p80 = await admin.http.post(`/api/tasks/${partial.id}/complete`, { completion_percentage: 80 });
    expect(p80.json.task.completion_percentage).toBe(80);
    const listed = await admin.http.get(`/api/tasks?project_id=${project.id}&status=completed`);
    expect(listed.json.total).toBe(2);
  });

  it('assigns to the agency team only and notifies the assignee', async () => {
    const { client, project } = await approvedProjectOf();
    const bad = await admin.http.post('/api/tasks', { project_id: project.id, assigned_to: client.id });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('La persona asignada debe ser del equipo de la agencia');
    const staff = (await admin.http.get('/api/staff')).json.members;
    expect(staff.map((m: { id: string }) => m.id)).toContain(admin.id);
    // The owner admin assigns a task to themselves: no self-notification.
    const task = await buildTask(admin.http, project.id, {
      assigned_to: admin.id,
      due_date: '2026-12-01',
      estimated_hours: 4.5,
      tags: ['seo'],
    });
    expect(task).toMatchObject({
      assignee_name: 'Administrador',
      due_date: '2026-12-01',
      estimated_hours: 4.5,
      tags: ['seo'],
    });
    const own = await app.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(own.some((n) => n.title === 'Nueva tarea asignada')).toBe(false);
  });

  it('keeps a phase of another project out of a task', async () => {
    const one = await approvedProjectOf();
    const two = await approvedProjectOf();
    const phase = await buildPhase(admin.http, two.project.id);
    const res = await admin.http.post('/api/tasks', { project_id: one.project.id, phase_id: phase.id });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('La fase no pertenece a este proyecto');
  });

  it('adds finish-to-start dependencies and refuses cycles', async () => {
    const { project } = await approvedProjectOf();
    const a = await buildTask(admin.http, project.id, { title: 'A' });
    const b = await buildTask(admin.http, project.id, { title: 'B' });
    const c = await buildTask(admin.http, project.id, { title: 'C' });
    expect(
      (await admin.http.post(`/api/tasks/${b.id}/dependencies`, { depends_on_task_id: a.id })).status,
    ).toBe(201);
    expect(
      (await admin.http.post(`/api/tasks/${c.id}/dependencies`, { depends_on_task_id: b.id })).status,
    ).toBe(201);
    const cycle = await admin.http.post(`/api/tasks/${a.id}/dependencies`, { depends_on_task_id: c.id });
    expect(cycle.status).toBe(409);
    expect(cycle.json.error).toMatchObject({
      code: 'DEPENDENCY_CYCLE',
      message: 'Esa dependencia crearía un ciclo entre tareas',
    });
    expect(
      (await admin.http.post(`/api/tasks/${a.id}/dependencies`, { depends_on_task_id: a.id })).status,
    ).toBe(409);
    expect((await admin.http.get(`/api/tasks/${c.id}`)).json.task.depends_on).toEqual([b.id]);
    expect((await admin.http.delete(`/api/tasks/${c.id}/dependencies/${b.id}`)).status).toBe(204);
    expect((await admin.http.get(`/api/tasks/${c.id}`)).json.task.depends_on).toEqual([]);
  });

  it('lets the client read and comment on their project’s tasks, not change them', async () => {
    const { client, project } = await approvedProjectOf();
    const task = await buildTask(admin.http, project.id);
    expect((await client.http.get(`/api/tasks?project_id=${project.id}`)).json.total).toBe(1);
    const comment = await client.http.post(`/api/tasks/${task.id}/comments`, { comment: '¿Para cuándo?' });
    expect(comment.status).toBe(201);
    expect(
      (await admin.http.get(`/api/tasks/${task.id}/comments`)).json.comments.map(
        (c: { comment: string }) => c.comment,
      ),
    ).toEqual(['¿Para cuándo?']);
    expect((await client.http.post(`/api/tasks/${task.id}/complete`, {})).status).toBe(403);
    expect((await client.http.post('/api/tasks', { project_id: project.id })).status).toBe(403);
  });
});

describe('project comments', () => {
  it('threads replies under top-level comments per phase and notifies the other side', async () => {
    const { client, project } = await approvedProjectOf();
    const phase = await buildPhase(admin.http, project.id);
    const top = await client.http.post(`/api/projects/${project.id}/comments`, {
      content: '¿Otro color?',
      phase_key: phase.id,
    });
    expect(top.status).toBe(201);
    await admin.http.post(`/api/projects/${project.id}/comments`, {
      content: 'Claro',
      phase_key: phase.id,
      parent_id: top.json.comment.id,
    });
    await client.http.post(`/api/projects/${project.id}/comments`, { content: 'General' });
    const forPhase = await client.http.get(`/api/projects/${project.id}/comments?phase_key=${phase.id}`);
    expect(forPhase.json.comments).toHaveLength(1);
    expect(forPhase.json.comments[0].replies.map((r: { content: string }) => r.content)).toEqual(['Claro']);
    const detail = await client.http.get(`/api/projects/${project.id}`);
    expect(detail.json.project.fases[0].comentarios.map((c: { content: string }) => c.content)).toEqual([
      '¿Otro color?',
    ]);
    const adminNotes = await app.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(adminNotes.some((n) => n.title === 'Nuevo comentario')).toBe(true);
    const clientNotes = await app.db.select().from(notifications).where(eq(notifications.userId, client.id));
    expect(clientNotes.some((n) => n.title === 'Nuevo comentario')).toBe(true);
    expect((await client.http.post(`/api/projects/${project.id}/comments`, { content: '  ' })).status).toBe(
      400,
    );
  });
});

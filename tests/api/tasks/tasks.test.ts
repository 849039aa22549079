import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/server/db/schema/notifications';
import { buildApprovedProject, buildPhase, buildTask } from '../../support/factories';
import { signInOwner, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

const approvedProjectOf = () => buildApprovedProject(app, admin.http);

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

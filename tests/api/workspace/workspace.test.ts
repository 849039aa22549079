import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApprovedProject, buildProject, buildTask } from '../../support/factories';
import {
  addDays,
  databaseToday,
  signInOwner,
  signUpUser,
  startTestApp,
  type TestApp,
} from '../../support/test-app';

/** GET /api/workspace: the caller's active projects, tasks due within a week and recent activity. */
let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
let today: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
  today = await databaseToday(app);
});
afterAll(async () => {
  await app?.close();
});

type Item = { id: string };
const idsOf = (items: Item[]) => items.map((i) => i.id);

describe('GET /api/workspace', () => {
  it('shows a client their approved projects only, newest change first', async () => {
    const { client, project: older } = await buildApprovedProject(app, admin.http);
    const newer = await buildProject(client.http, { name: 'Segundo proyecto' });
    await admin.http.post(`/api/projects/${newer.id}/approve`, {});
    const pending = await buildProject(client.http, { name: 'Aún sin aprobar' });
    const stranger = await buildApprovedProject(app, admin.http);

    const res = await client.http.get('/api/workspace');
    expect(res.status).toBe(200);
    expect(idsOf(res.json.projects)).toEqual([newer.id, older.id]);
    expect(res.json.projects[0]).toMatchObject({
      name: 'Segundo proyecto',
      status: 'development',
      progress: 0,
    });
    expect(idsOf(res.json.projects)).not.toContain(pending.id);
    expect(idsOf(res.json.projects)).not.toContain(stranger.project.id);
  });

  it('lists a client’s pending tasks due within a week, earliest first, overdue ones marked', async () => {
    const { client, project } = await buildApprovedProject(app, admin.http);
    const late = await buildTask(admin.http, project.id, { title: 'Atrasada', due_date: addDays(today, -3) });
    const soon = await buildTask(admin.http, project.id, { title: 'Pronto', due_date: addDays(today, 3) });
    await buildTask(admin.http, project.id, { title: 'Lejana', due_date: addDays(today, 20) });
    await buildTask(admin.http, project.id, { title: 'Sin fecha' });
    const done = await buildTask(admin.http, project.id, { title: 'Hecha', due_date: addDays(today, 1) });
    await admin.http.post(`/api/tasks/${done.id}/complete`, {});
    const other = await buildApprovedProject(app, admin.http);
    await buildTask(admin.http, other.project.id, { title: 'De otro', due_date: addDays(today, 1) });

    const { tasks_due } = (await client.http.get('/api/workspace')).json;
    expect(tasks_due).toEqual([
      {
        id: late.id,
        title: 'Atrasada',
        due_date: addDays(today, -3),
        priority: 'medium',
        project_id: project.id,
        project_name: project.name,
        overdue: true,
      },
      expect.objectContaining({ id: soon.id, title: 'Pronto', overdue: false }),
    ]);
  });

  it('shows an agency member only the tasks assigned to them', async () => {
    const { project } = await buildApprovedProject(app, admin.http);
    const mine = await buildTask(admin.http, project.id, {
      title: 'Mía',
      assigned_to: admin.id,
      due_date: addDays(today, 2),
    });
    const unassigned = await buildTask(admin.http, project.id, {
      title: 'Nadie',
      due_date: addDays(today, 2),
    });
    const ids = idsOf((await admin.http.get('/api/workspace')).json.tasks_due);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(unassigned.id);
  });

  it('tells the recent activity of the client’s projects with its author and key, and no one else’s', async () => {
    const { client, project } = await buildApprovedProject(app, admin.http);
    const stranger = await buildApprovedProject(app, admin.http);
    const { activity } = (await client.http.get('/api/workspace')).json;
    const ours = activity.filter((a: { project_id: string }) => a.project_id === project.id);
    expect(ours.map((a: { action: string }) => a.action)).toEqual(['approved', 'created']);
    expect(ours[0]).toMatchObject({
      project_name: project.name,
      author_name: 'Administrador',
      i18n: { key: 'projects:activity.approved' },
    });
    expect(ours[1]).toMatchObject({ author_name: client.name, i18n: { key: 'projects:activity.created' } });
    expect(activity.some((a: { project_id: string }) => a.project_id === stranger.project.id)).toBe(false);
  });

  it('gives a new client an empty workspace, and refuses a caller with no session', async () => {
    const newcomer = await signUpUser(app);
    expect((await newcomer.http.get('/api/workspace')).json).toEqual({
      projects: [],
      tasks_due: [],
      activity: [],
    });
    expect((await app.client().get('/api/workspace')).status).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks, userSkills } from '../../../src/server/db/schema/tasks';
import { users } from '../../../src/server/db/schema/users';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * The weekly and monthly reports (decision 0029) on a hand-built fixture: every figure exact, and each
 * caller's report counting only what row-level security lets them see.
 */
let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
let a: Awaited<ReturnType<typeof signUpUser>>;
let b: Awaited<ReturnType<typeof signUpUser>>;
let colleague: Awaited<ReturnType<typeof signUpUser>>;
let marta: string;
let projectA: string;
let projectB: string;

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
  await app.db.update(users).set({ fullName: 'Olga Dueña' }).where(eq(users.id, admin.id));
  // A second member of the agency with the React skill (written in another case).
  const staff = await signUpUser(app, { name: 'Marta Equipo' });
  marta = staff.id;
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, marta));
  await app.db.insert(userSkills).values({ userId: marta, skillName: 'react' });
  a = await signUpUser(app, { name: 'Ana Cliente' });
  b = await signUpUser(app, { name: 'Bruno Cliente' });
  colleague = await signUpUser(app, { name: 'Carla Colega' });
  projectA = (await buildProject(a.http, { name: 'Tienda de Ana' })).id;
  projectB = (await buildProject(b.http, { name: 'Blog de Bruno' })).id;
  await buildProject(a.http, { name: 'Pendiente de Ana' });
  for (const id of [projectA, projectB]) await admin.http.post(`/api/projects/${id}/approve`, {});
  await a.http.post(`/api/projects/${projectA}/members`, { email: colleague.email });
  const task = (projectId: string, title: string, t: Partial<typeof tasks.$inferInsert>) =>
    ({ projectId, title, createdBy: admin.id, ...t }) as typeof tasks.$inferInsert;
  const done = (days: number) => ({ status: 'completed' as const, completedAt: ago(days) });
  await app.db.insert(tasks).values([
    // A's project. In both windows: done on time, done late, overdue.
    task(projectA, 'a1', {
      createdAt: ago(2),
      ...done(1),
      dueDate: day(3),
      assignedTo: marta,
      requiredSkills: ['React'],
    }),
    task(projectA, 'a2', {
      createdAt: ago(3),
      ...done(1),
      dueDate: day(-2),
      assignedTo: admin.id,
      requiredSkills: ['SEO'],
    }),
    task(projectA, 'a3', { createdAt: ago(20), dueDate: day(-3), requiredSkills: ['React'] }),
    // Monthly only: created 20 days ago and due later; completed 15 days ago (no due date).
    task(projectA, 'a4', { createdAt: ago(20), dueDate: day(30), requiredSkills: ['Figma'] }),
    task(projectA, 'a5', { createdAt: ago(60), ...done(15), assignedTo: marta }),
    // In neither window.
    task(projectA, 'a6', { createdAt: ago(90), requiredSkills: ['SEO'] }),
    // B's project: one done today, one overdue since yesterday.
    task(projectB, 'b1', { createdAt: ago(1), ...done(0.05), assignedTo: admin.id, requiredSkills: ['SEO'] }),
    task(projectB, 'b2', { createdAt: ago(1), dueDate: day(-1) }),
  ]);
});
afterAll(async () => {
  await app?.close();
});

const report = async (http: typeof admin.http, period: string) => {
  const res = await http.get(`/api/reports?period=${period}`);
  expect(res.status, res.text).toBe(200);
  return res.json;
};
const figures = (r: Record<string, unknown>) => ({
  total: r.total_tasks,
  completed: r.completed_tasks,
  overdue: r.overdue_tasks,
  pending: r.pending_tasks,
  productivity: r.productivity_score,
  efficiency: r.team_efficiency,
});
const names = (rows: { name: string }[]) => rows.map((p) => p.name);

describe('GET /api/reports', () => {
  it('gives the agency every project’s figures for the last 7 days', async () => {
    const r = await report(admin.http, 'weekly');
    expect(figures(r)).toEqual({
      total: 5,
      completed: 3,
      overdue: 2,
      pending: 2,
      productivity: 60,
      efficiency: 67,
    });
    expect(r.period).toBe('weekly');
    expect(Date.parse(r.to) - Date.parse(r.from)).toBe(7 * DAY);
    expect(Math.abs(Date.parse(r.to) - Date.now())).toBeLessThan(60_000);
    expect(r.agency_name).toBe('Websy');
    expect(r.top_performers).toEqual([
      { user_id: admin.id, user_name: 'Olga Dueña', completed_tasks: 2 },
      { user_id: marta, user_name: 'Marta Equipo', completed_tasks: 1 },
    ]);
    expect(r.skill_gaps).toEqual([
      { skill_name: 'SEO', required_tasks: 2, uncovered_tasks: 2, gap_percentage: 100 },
      { skill_name: 'React', required_tasks: 2, uncovered_tasks: 1, gap_percentage: 50 },
    ]);
    expect(r.project_summary).toEqual([
      {
        id: projectA,
        name: 'Tienda de Ana',
        status: 'development',
        progress: expect.any(Number),
        total_tasks: 3,
        completed_tasks: 2,
        overdue_tasks: 1,
      },
      {
        id: projectB,
        name: 'Blog de Bruno',
        status: 'development',
        progress: expect.any(Number),
        total_tasks: 2,
        completed_tasks: 1,
        overdue_tasks: 1,
      },
    ]);
  });

  it('widens the window to 30 days for the monthly report', async () => {
    const r = await report(admin.http, 'monthly');
    expect(figures(r)).toEqual({
      total: 7,
      completed: 4,
      overdue: 2,
      pending: 3,
      productivity: 57,
      efficiency: 75,
    });
    expect(Date.parse(r.to) - Date.parse(r.from)).toBe(30 * DAY);
    // A tie at 2 completed tasks: by name.
    expect(
      r.top_performers.map((p: { user_name: string; completed_tasks: number }) => [
        p.user_name,
        p.completed_tasks,
      ]),
    ).toEqual([
      ['Marta Equipo', 2],
      ['Olga Dueña', 2],
    ]);
    expect(
      r.skill_gaps.map((g: { skill_name: string; gap_percentage: number }) => [
        g.skill_name,
        g.gap_percentage,
      ]),
    ).toEqual([
      ['SEO', 100],
      ['Figma', 100],
      ['React', 50],
    ]);
    expect(r.project_summary[0]).toMatchObject({
      name: 'Tienda de Ana',
      total_tasks: 5,
      completed_tasks: 3,
      overdue_tasks: 1,
    });
  });

  it('never counts another client’s tasks in a client’s report', async () => {
    const ofA = await report(a.http, 'weekly');
    expect(figures(ofA)).toEqual({
      total: 3,
      completed: 2,
      overdue: 1,
      pending: 1,
      productivity: 67,
      efficiency: 50,
    });
    expect(names(ofA.project_summary)).toEqual(['Tienda de Ana']);
    expect(ofA.top_performers.map((p: { user_name: string }) => p.user_name)).toEqual([
      'Marta Equipo',
      'Olga Dueña',
    ]);
    expect(ofA.skill_gaps).toEqual([
      { skill_name: 'SEO', required_tasks: 1, uncovered_tasks: 1, gap_percentage: 100 },
      { skill_name: 'React', required_tasks: 2, uncovered_tasks: 1, gap_percentage: 50 },
    ]);
    expect(JSON.stringify(ofA)).not.toContain(projectB);
    const monthlyOfA = await report(a.http, 'monthly');
    expect(figures(monthlyOfA)).toEqual({
      total: 5,
      completed: 3,
      overdue: 1,
      pending: 2,
      productivity: 60,
      efficiency: 67,
    });
    const ofB = await report(b.http, 'monthly');
    expect(figures(ofB)).toEqual({
      total: 2,
      completed: 1,
      overdue: 1,
      pending: 1,
      productivity: 50,
      efficiency: 100,
    });
    expect(names(ofB.project_summary)).toEqual(['Blog de Bruno']);
    expect(JSON.stringify(ofB)).not.toContain(projectA);
  });

  it('gives a collaborator the projects they are a member of', async () => {
    const r = await report(colleague.http, 'weekly');
    expect(figures(r)).toEqual(figures(await report(a.http, 'weekly')));
    expect(names(r.project_summary)).toEqual(['Tienda de Ana']);
  });

  it('reads 0 for a client with no tasks', async () => {
    const newcomer = await signUpUser(app, { name: 'Nadia Nueva' });
    const r = await report(newcomer.http, 'monthly');
    expect(figures(r)).toEqual({
      total: 0,
      completed: 0,
      overdue: 0,
      pending: 0,
      productivity: 0,
      efficiency: 0,
    });
    expect(r.top_performers).toEqual([]);
    expect(r.skill_gaps).toEqual([]);
    expect(r.project_summary).toEqual([]);
  });

  it('refuses the anonymous (401) and an unknown period (400)', async () => {
    expect((await app.client().get('/api/reports?period=weekly')).status).toBe(401);
    expect((await admin.http.get('/api/reports?period=yearly')).status).toBe(400);
    expect((await admin.http.get('/api/reports')).status).toBe(400);
  });
});

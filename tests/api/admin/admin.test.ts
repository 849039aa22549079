import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../../../src/server/demo/seed-demo';
import { buildProject } from '../../support/factories';
import { OWNER, signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
let client: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  app = await startTestApp({
    GITHUB_CLIENT_ID: 'id',
    GITHUB_CLIENT_SECRET: 'super-secret-value',
    GEMINI_API_KEYS: 'gemini-secret-key',
  });
  await seedDemo(app.db, app.server.deps.auth, OWNER.email);
  admin = await signInOwner(app);
  client = await signUpUser(app);
});
afterAll(async () => {
  await app?.close();
});

describe('admin overview endpoints', () => {
  it('counts users, projects, pending approvals, open tickets and pending payments exactly', async () => {
    await client.http.post('/api/tickets', { asunto: 'Ayuda', mensaje: 'x' });
    const res = await admin.http.get('/api/admin/counts');
    // Every account: the demo's owner, clients and collaborators, and the client signed up here.
    const { rows } = await app.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
    expect(rows[0]!.n).toBeGreaterThan(2);
    // The demo bills every approved project; the five unfinished ones have their latest invoice
    // pending, and so does the milestone invoice of the phase its first client accepted.
    expect(res.json).toEqual({
      users: rows[0]!.n,
      projects: 12,
      pending_approvals: 3,
      tickets: 1,
      payments: 6,
    });
  });

  it('lists the latest security events with filters', async () => {
    await app.client().post('/api/auth/sign-in/email', { email: client.email, password: 'wrong-password' });
    const failed = await admin.http.get('/api/admin/security-logs?event=sign_in_failed');
    expect(failed.json.logs[0]).toMatchObject({ event: 'sign_in_failed', email: client.email });
    expect(failed.json.logs.length).toBeLessThanOrEqual(100);
  });

  it('logs sign-outs and project deletions, filterable by event and user', async () => {
    const leaving = await signUpUser(app);
    expect((await leaving.http.post('/api/auth/sign-out', {})).status).toBe(200);
    const outs = await admin.http.get(`/api/admin/security-logs?event=sign_out&user_id=${leaving.id}`);
    expect(outs.json.logs).toHaveLength(1);
    expect(outs.json.logs[0]).toMatchObject({ event: 'sign_out', user_id: leaving.id, email: leaving.email });

    const project = await buildProject(client.http, { name: 'Proyecto que se borra' });
    expect((await admin.http.delete(`/api/projects/${project.id}`)).status).toBe(204);
    const deletions = await admin.http.get('/api/admin/security-logs?event=project_deleted');
    expect(deletions.json.logs[0]).toMatchObject({
      event: 'project_deleted',
      user_id: admin.id,
      details: { project_id: project.id, name: 'Proyecto que se borra', owner_id: client.id },
    });
  });

  it('reads the from/to days in the viewer’s timezone', async () => {
    const email = `medianoche-${Date.now()}@example.com`;
    // 23:30 UTC on 10 March is 00:30 on 11 March in Madrid.
    await app.db.execute(
      sql`INSERT INTO security_logs (event, email, timestamp) VALUES ('sign_in_failed', ${email}, '2026-03-10T23:30:00Z')`,
    );
    const found = async (query: string) =>
      (await admin.http.get(`/api/admin/security-logs?event=sign_in_failed&${query}`)).json.logs.some(
        (l: { email: string }) => l.email === email,
      );
    expect(await found('from=2026-03-11&to=2026-03-11&tz=Europe/Madrid')).toBe(true);
    expect(await found('from=2026-03-10&to=2026-03-10&tz=Europe/Madrid')).toBe(false);
    expect(await found('from=2026-03-10&to=2026-03-10')).toBe(true);
    expect(await found('from=2026-03-11&to=2026-03-11')).toBe(false);
    const bad = await admin.http.get('/api/admin/security-logs?from=2026-03-11&tz=Mars/Olympus');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Elige una zona horaria de la lista');
  });

  it('shows integrations and environment without secret values', async () => {
    const res = await admin.http.get('/api/admin/integrations');
    const byId = Object.fromEntries(
      res.json.integrations.map((i: { id: string; configured: boolean }) => [i.id, i.configured]),
    );
    expect(byId).toEqual({
      mail: true,
      ai: true,
      calendar: false,
      github: true,
      'google-sign-in': false,
      linkedin: false,
      storage: false,
    });
    expect(res.text).not.toContain('super-secret-value');
    expect(res.text).not.toContain('gemini-secret-key');
    const env = await admin.http.get('/api/admin/environment');
    expect(env.json).toMatchObject({
      version: '1.0.0',
      database: { ok: true, version: expect.stringMatching(/^\d+(\.\d+)?/) },
      mail: { mode: 'smtp' },
    });
    expect(Object.values(env.json.feature_flags).every(Boolean)).toBe(true);
  });

  it('gives analytics over the demo agency', async () => {
    const res = await admin.http.get('/api/analytics');
    expect(res.json.projects_by_status.map((s: { status: string }) => s.status)).toEqual([
      'development',
      'production',
      'paused',
      'maintenance',
    ]);
    expect(res.json.projects_per_month).toHaveLength(12);
    expect(res.json.technologies[0].count).toBeGreaterThan(1);
    expect(
      res.json.tasks_per_month.reduce((n: number, m: { completed: number }) => n + m.completed, 0),
    ).toBeGreaterThan(0);
  });

  it('computes every monthly series exactly as the rows say (checked row by row in JS)', async () => {
    // Paid invoices in two months, so revenue has something to add up.
    const inv = await admin.http.post('/api/payments', {
      user_id: client.id,
      concept: 'Web',
      amount: 1200.5,
      currency: 'EUR',
      issue_date: '2026-01-10',
      due_date: '2099-01-01',
    });
    await admin.http.post(`/api/payments/${inv.json.payment.id}/mark-paid`, {});
    const res = (await admin.http.get('/api/analytics')).json;
    const months: string[] = res.projects_per_month.map((m: { month: string }) => m.month);
    const { rows: projects } = await app.db.execute<{ created_at: string; status: string }>(
      sql`SELECT to_char(created_at, 'YYYY-MM') AS created_at, status FROM projects`,
    );
    expect(res.projects_per_month.map((m: { count: number }) => m.count)).toEqual(
      months.map((m) => projects.filter((p) => p.created_at === m).length),
    );
    expect(res.projects_by_status.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(
      projects.length,
    );
    const { rows: tasks } = await app.db.execute<{
      status: string;
      completed: string | null;
      due: string | null;
      done_day: string | null;
      today: string;
    }>(sql`
      SELECT status, to_char(completed_at, 'YYYY-MM') AS completed, to_char(due_date, 'YYYY-MM-DD') AS due,
             to_char(completed_at, 'YYYY-MM-DD') AS done_day, to_char(current_date, 'YYYY-MM-DD') AS today FROM tasks`);
    const completed = months.map(
      (m) => tasks.filter((t) => t.status === 'completed' && t.completed === m).length,
    );
    const overdue = months.map(
      (m) =>
        tasks.filter(
          (t) =>
            t.due &&
            t.due.slice(0, 7) === m &&
            t.due < t.today &&
            (t.status === 'pending' || (t.done_day !== null && t.done_day > t.due)),
        ).length,
    );
    expect(res.tasks_per_month.map((m: { completed: number }) => m.completed)).toEqual(completed);
    expect(res.tasks_per_month.map((m: { overdue: number }) => m.overdue)).toEqual(overdue);
    expect(completed.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const { rows: paid } = await app.db.execute<{ paid: string; amount: string }>(
      sql`SELECT to_char(paid_at, 'YYYY-MM') AS paid, amount FROM payments WHERE status = 'paid'`,
    );
    expect(res.revenue_per_month.map((m: { amount: number }) => m.amount)).toEqual(
      months.map((m) => paid.filter((p) => p.paid === m).reduce((n, p) => n + Number(p.amount), 0)),
    );
    expect(res.revenue_per_month.at(-1).amount).toBeGreaterThanOrEqual(1200.5);
  });

  it('shows the team with skills and workload, and a workspace', async () => {
    const team = await admin.http.get('/api/team');
    const marta = team.json.members.find((m: { email: string }) => m.email === 'marta@websy.demo');
    expect(marta.skills).toContain('Figma');
    expect(marta.open_tasks + marta.completed_tasks).toBeGreaterThan(0);
    const ws = await admin.http.get('/api/workspace');
    expect(ws.json.projects.length).toBeGreaterThan(0);
    expect(ws.json.activity.length).toBeGreaterThan(0);
    // Each entry carries the key it was written with, so any language can show it.
    expect(
      ws.json.activity.every((a: { i18n: { key: string } | null }) =>
        /^(projects|signoffs):activity\./.test(a.i18n?.key ?? ''),
      ),
    ).toBe(true);
  });

  it('keeps admin endpoints to admins', async () => {
    for (const path of [
      '/api/admin/counts',
      '/api/admin/security-logs',
      '/api/admin/integrations',
      '/api/admin/environment',
      '/api/analytics',
      '/api/team',
    ]) {
      expect((await client.http.get(path)).status, path).toBe(403);
      expect((await app.client().get(path)).status, path).toBe(401);
    }
    expect((await client.http.get('/api/workspace')).json.projects).toEqual([]);
  });
});

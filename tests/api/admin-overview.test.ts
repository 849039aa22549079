import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/demo/seed-demo';
import { buildProject } from '../support/factories';
import { OWNER, signInOwner, signUpUser, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
let client: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  app = await startTestApp({ GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'super-secret-value' });
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
    expect(res.json).toEqual({ users: 7, projects: 12, pending_approvals: 3, tickets: 1, payments: 0 });
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

  it('shows integrations and environment without secret values', async () => {
    const res = await admin.http.get('/api/admin/integrations');
    expect(res.json.integrations.find((i: { id: string }) => i.id === 'github')).toMatchObject({ configured: true });
    expect(res.text).not.toContain('super-secret-value');
    const env = await admin.http.get('/api/admin/environment');
    expect(env.json).toMatchObject({ version: '1.0.0', database: { ok: true }, mail: { mode: 'smtp' } });
    expect(Object.values(env.json.feature_flags).every(Boolean)).toBe(true);
  });

  it('gives analytics over the demo agency', async () => {
    const res = await admin.http.get('/api/analytics');
    expect(res.json.projects_by_status.map((s: { status: string }) => s.status)).toEqual(['development', 'production', 'paused', 'maintenance']);
    expect(res.json.projects_per_month).toHaveLength(12);
    expect(res.json.technologies[0].count).toBeGreaterThan(1);
    expect(res.json.tasks_per_month.reduce((n: number, m: { completed: number }) => n + m.completed, 0)).toBeGreaterThan(0);
  });

  it('shows the team with skills and workload, and a workspace', async () => {
    const team = await admin.http.get('/api/team');
    const marta = team.json.members.find((m: { email: string }) => m.email === 'marta@websy.demo');
    expect(marta.skills).toContain('Figma');
    expect(marta.open_tasks + marta.completed_tasks).toBeGreaterThan(0);
    const ws = await admin.http.get('/api/workspace');
    expect(ws.json.projects.length).toBeGreaterThan(0);
    expect(ws.json.activity.length).toBeGreaterThan(0);
  });

  it('keeps admin endpoints to admins', async () => {
    for (const path of ['/api/admin/counts', '/api/admin/security-logs', '/api/admin/integrations', '/api/admin/environment', '/api/analytics', '/api/team']) {
      expect((await client.http.get(path)).status, path).toBe(403);
      expect((await app.client().get(path)).status, path).toBe(401);
    }
    expect((await client.http.get('/api/workspace')).json.projects).toEqual([]);
  });
});

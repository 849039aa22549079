import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { comments } from '../../src/server/db/schema/comments';
import { projectPhases } from '../../src/server/db/schema/project-phases';
import { projects } from '../../src/server/db/schema/projects';
import { tasks } from '../../src/server/db/schema/tasks';
import { bodyFor, buildFixture, cases, type Fixture } from '../support/authorization-matrix';
import { buildTask } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The same endpoints with every route policy check removed: row-level security (and the
 * database's guards) alone must keep client B away from client A's data and from admin powers.
 * Every module's policy builds on the one admin check, so lifting it lifts theirs (phases, tasks,
 * comments, approvals, …); the projects policy's owner rules are lifted on top.
 */
vi.mock('../../src/server/lib/policy', () => ({
  isAdmin: () => true,
  assertAdmin: () => undefined,
}));
vi.mock('../../src/server/modules/projects/policy', () => ({
  projectPolicy: {
    assertAdmin: () => undefined,
    assertCanDelete: () => undefined,
    assertCanRequestApproval: () => undefined,
    assertCanChangeStatus: () => undefined,
    clientEditable: [],
  },
}));

let app: TestApp;
let f: Fixture;
beforeAll(async () => {
  app = await startTestApp();
  f = await buildFixture(app);
});
afterAll(async () => {
  await app?.close();
});

async function snapshot() {
  const [project] = await app.db.select().from(projects).where(eq(projects.id, f.projectA));
  return {
    project,
    phases: await app.db.select().from(projectPhases).where(eq(projectPhases.projectId, f.projectA)),
    tasks: await app.db.select().from(tasks).where(eq(tasks.projectId, f.projectA)),
    comments: await app.db.select().from(comments).where(eq(comments.projectId, f.projectA)),
  };
}

describe('with route policies bypassed, row-level security alone', () => {
  it('keeps every one of B’s requests on A’s ids from reading or changing anything', async () => {
    const touchesA = cases.filter(
      (c) => c.expect.clientB === 404 || (c.expect.clientB === 403 && c.method !== 'GET'),
    );
    // Paths first: some build fresh resources of A's (as A or the admin).
    const requests = [];
    for (const c of touchesA) requests.push({ c, path: await c.path(f) });
    const before = await snapshot();
    for (const { c, path } of requests) {
      const res = await f.http.clientB.request(c.method, path, bodyFor(c, f));
      expect([403, 404], `${c.method} ${c.name}: ${res.text}`).toContain(res.status);
    }
    const after = await snapshot();
    expect(after.project).toEqual(before.project);
    expect(after.phases).toEqual(before.phases);
    expect(after.tasks.map((t) => ({ ...t, updatedAt: null }))).toEqual(
      before.tasks.map((t) => ({ ...t, updatedAt: null })),
    );
    expect(after.comments).toEqual(before.comments);
  });

  it('refuses B deleting, approving or rejecting A’s projects (404) and leaves them', async () => {
    for (const action of ['approve', 'reject', 'approval-request']) {
      const res = await f.http.clientB.post(`/api/projects/${f.projectA}/${action}`, {});
      expect(res.status).toBe(404);
    }
    expect((await f.http.clientB.delete(`/api/projects/${f.projectA}`)).status).toBe(404);
    expect((await f.http.clientB.post(`/api/tasks/${f.taskA}/complete`, {})).status).toBe(404);
    expect((await f.http.clientB.delete(`/api/tasks/${f.taskA}`)).status).toBe(404);
    expect((await f.http.clientB.delete(`/api/phases/${f.phaseA}`)).status).toBe(404);
    const [project] = await app.db.select().from(projects).where(eq(projects.id, f.projectA));
    expect(project!.approvalStatus).toBe('approved');
    const [task] = await app.db.select().from(tasks).where(eq(tasks.id, f.taskA));
    expect(task!.status).toBe('pending');
  });

  it('refuses B the admin’s powers over B’s own project (42501 → 403), changing nothing', async () => {
    const own = f.projectB;
    const approve = await f.http.clientB.post(`/api/projects/${own}/approve`, {});
    expect(approve.status).toBe(403);
    // The database's refusal (42501), not the (bypassed) route policy's message.
    expect(approve.json.error.message).toBe(
      'No tienes permisos para realizar esta acción. Contacta con el administrador.',
    );
    expect(approve.json.error.details).toEqual({ sqlState: '42501' });
    expect((await f.http.clientB.patch(`/api/projects/${own}`, { status: 'production' })).status).toBe(403);
    expect((await f.http.clientB.post(`/api/projects/${own}/phases`, {})).status).toBe(403);
    expect((await f.http.clientB.post('/api/tasks', { project_id: own })).status).toBe(403);
    expect((await f.http.clientB.delete(`/api/projects/${own}`)).status).toBe(403);
    const taskOfB = await buildTask(f.http.admin, own);
    expect((await f.http.clientB.post(`/api/tasks/${taskOfB.id}/complete`, {})).status).toBe(403);
    const [project] = await app.db.select().from(projects).where(eq(projects.id, own));
    expect(project).toMatchObject({ approvalStatus: 'pending', status: 'development' });
    expect(await app.db.select().from(projectPhases).where(eq(projectPhases.projectId, own))).toHaveLength(0);
    const [task] = await app.db.select().from(tasks).where(eq(tasks.id, taskOfB.id));
    expect(task!.status).toBe('pending');
  });
});

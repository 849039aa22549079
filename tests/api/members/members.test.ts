import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/server/db/schema/notifications';
import { projectActivityLog } from '../../../src/server/db/schema/project-activity';
import { projectMembers } from '../../../src/server/db/schema/project-members';
import { asCaller } from '../../../src/server/db/client';
import { users } from '../../../src/server/db/schema/users';
import { paths } from '../../../src/shared/paths';
import { buildPhase, buildProject, buildTask } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

type Client = Awaited<ReturnType<typeof signUpUser>>;
const membersOf = (projectId: string) => `/api/projects/${projectId}/members`;

/** An owner with a project and a colleague added to it by e-mail. */
async function sharedProject() {
  const owner = await signUpUser(app, { name: 'Marta Owner' });
  const colleague = await signUpUser(app, { name: 'Lucía Colega' });
  const project = await buildProject(owner.http);
  const res = await owner.http.post(membersOf(project.id), { email: colleague.email });
  expect(res.status).toBe(201);
  return { owner, colleague, project };
}

/** Accounts written straight to the database (faster than signing up 50 people). */
async function insertClients(count: number): Promise<string[]> {
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bulk-${i}-${randomUUID().slice(0, 8)}@example.com`,
        fullName: `Colega ${i}`,
      })),
    )
    .returning({ email: users.email });
  return rows.map((r) => r.email);
}

describe('adding collaborators (decision 0017)', () => {
  it('lets the owner add a client colleague by e-mail, tells them and logs it', async () => {
    const { owner, colleague, project } = await sharedProject();
    const list = await colleague.http.get(membersOf(project.id));
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ collaborators: 1, limit: 20 });
    expect(list.json.members).toEqual([
      expect.objectContaining({ user_id: owner.id, kind: 'owner', full_name: 'Marta Owner', added_at: null }),
      expect.objectContaining({ user_id: colleague.id, kind: 'client', email: colleague.email }),
    ]);
    const notes = await app.db.select().from(notifications).where(eq(notifications.userId, colleague.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'Te han añadido a un proyecto',
      actionUrl: paths.app.projectDetail.getHref(project.id),
    });
    expect(notes[0]!.message).toContain(project.name);
    const log = await app.db
      .select()
      .from(projectActivityLog)
      .where(eq(projectActivityLog.projectId, project.id));
    expect(log.map((l) => l.action)).toContain('member_added');
    expect(log.find((l) => l.action === 'member_added')!.description).toBe(
      'Lucía Colega se ha unido al proyecto',
    );
  });

  it('lets an admin add staff by user id and a client by e-mail', async () => {
    const owner = await signUpUser(app);
    const other = await signUpUser(app);
    const project = await buildProject(owner.http);
    const staff = await admin.http.post(membersOf(project.id), { user_id: admin.id });
    expect(staff.status).toBe(201);
    expect(staff.json.member).toMatchObject({ user_id: admin.id, kind: 'staff' });
    const client = await admin.http.post(membersOf(project.id), { email: other.email });
    expect(client.json.member).toMatchObject({ user_id: other.id, kind: 'client' });
  });

  it('refuses a duplicate, the owner, an unknown e-mail, a staff account from a client and a deactivated one', async () => {
    const { owner, colleague, project } = await sharedProject();
    const again = await owner.http.post(membersOf(project.id), { email: colleague.email });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('Esa persona ya colabora en este proyecto');
    const self = await admin.http.post(membersOf(project.id), { user_id: owner.id });
    expect(self.status).toBe(400);
    expect(self.json.error.message).toBe('El propietario ya es miembro del proyecto');
    const unknown = await owner.http.post(membersOf(project.id), { email: 'nadie@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('No encontramos ninguna cuenta con ese correo');
    const staff = await owner.http.post(membersOf(project.id), { email: 'owner@websy.test' });
    expect(staff.status).toBe(403);
    const byId = await owner.http.post(membersOf(project.id), { user_id: colleague.id });
    expect(byId.status).toBe(403);
    const banned = await signUpUser(app);
    await app.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    const inactive = await owner.http.post(membersOf(project.id), { email: banned.email });
    expect(inactive.status).toBe(400);
    expect(inactive.json.error.message).toBe('Esa cuenta está desactivada');
  });

  it('lets neither a collaborator nor another client add anyone', async () => {
    const { colleague, project } = await sharedProject();
    const third = await signUpUser(app);
    const byMember = await colleague.http.post(membersOf(project.id), { email: third.email });
    expect(byMember.status).toBe(403);
    const byStranger = await third.http.post(membersOf(project.id), { email: third.email });
    expect(byStranger.status).toBe(404);
  });

  it('refuses the 21st collaborator with its message in Spanish and English', async () => {
    const owner = await signUpUser(app);
    const project = await buildProject(owner.http);
    for (const email of await insertClients(20)) {
      expect((await owner.http.post(membersOf(project.id), { email })).status).toBe(201);
    }
    const [extra] = await insertClients(1);
    const es = await owner.http.post(membersOf(project.id), { email: extra });
    expect(es.status).toBe(409);
    expect(es.json.error).toMatchObject({
      code: 'COLLABORATOR_LIMIT',
      message: 'Este proyecto ya tiene el máximo de 20 colaboradores',
    });
    const en = await owner.http.request(
      'POST',
      membersOf(project.id),
      { email: extra },
      {
        'accept-language': 'en',
      },
    );
    expect(en.json.error.message).toBe('This project already has the maximum of 20 collaborators');
  });

  it('ends 50 parallel adds at exactly 20 collaborators', async () => {
    const owner = await signUpUser(app);
    const project = await buildProject(owner.http);
    const emails = await insertClients(50);
    const results = await Promise.all(
      emails.map((email) => owner.http.post(membersOf(project.id), { email })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.json.error.code === 'COLLABORATOR_LIMIT'),
    ).toBe(true);
    expect(results.filter((r) => r.status === 409)).toHaveLength(30);
    const rows = await app.db.select().from(projectMembers).where(eq(projectMembers.projectId, project.id));
    expect(rows).toHaveLength(20);
  });
});

describe('what a collaborator sees and does', () => {
  it('shows the project, its phases, tasks and comments, and lets them comment', async () => {
    const { owner, colleague, project } = await sharedProject();
    const phase = await buildPhase(admin.http, project.id, { name: 'Diseño' });
    const task = await buildTask(admin.http, project.id, { title: 'Maqueta', phase_id: phase.id });
    await owner.http.post(`/api/projects/${project.id}/comments`, { content: 'Hola equipo' });

    expect((await colleague.http.get(`/api/projects/${project.id}`)).status).toBe(200);
    const list = await colleague.http.get('/api/projects');
    expect(list.json.projects.map((p: { id: string }) => p.id)).toEqual([project.id]);
    const phases = await colleague.http.get(`/api/projects/${project.id}/phases`);
    expect(phases.status).toBe(200);
    expect(JSON.stringify(phases.json)).toContain('Diseño');
    const tasks = await colleague.http.get(`/api/tasks?project_id=${project.id}`);
    expect(tasks.status).toBe(200);
    expect(JSON.stringify(tasks.json)).toContain('Maqueta');
    const comments = await colleague.http.get(`/api/projects/${project.id}/comments`);
    expect(comments.json.comments.map((c: { content: string }) => c.content)).toEqual(['Hola equipo']);
    expect(comments.json.comments[0].author_name).toBe('Marta Owner');

    const mine = await colleague.http.post(`/api/projects/${project.id}/comments`, { content: 'Me encanta' });
    expect(mine.status).toBe(201);
    const onTask = await colleague.http.post(`/api/tasks/${task.id}/comments`, { comment: 'Vista' });
    expect(onTask.status).toBe(201);
    // The owner is told of the colleague's comment.
    const told = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.title, 'Nuevo comentario')));
    expect(told).toHaveLength(1);
  });

  it('lets them neither update nor delete the project, ask approval, nor see its invoices', async () => {
    const { owner, colleague, project } = await sharedProject();
    // Each write locks the row for update, which row-level security grants its owner only: refused
    // as not found (403 where a route's policy speaks first).
    const patch = await colleague.http.patch(`/api/projects/${project.id}`, { name: 'Otro nombre' });
    expect([403, 404]).toContain(patch.status);
    const del = await colleague.http.delete(`/api/projects/${project.id}`);
    expect([403, 404]).toContain(del.status);
    const ask = await colleague.http.post(`/api/projects/${project.id}/request-approval`, {});
    expect([403, 404]).toContain(ask.status);
    const invoice = await admin.http.post('/api/payments', {
      user_id: owner.id,
      project_id: project.id,
      concept: 'Diseño web',
      amount: 900,
      currency: 'EUR',
      issue_date: '2026-11-01',
      due_date: '2026-12-01',
    });
    expect(invoice.status).toBe(201);
    expect((await colleague.http.get('/api/payments')).json.total).toBe(0);
    expect((await colleague.http.get(`/api/payments/${invoice.json.payment.id}`)).status).toBe(404);
    const unchanged = await owner.http.get(`/api/projects/${project.id}`);
    expect(unchanged.json.project.name).toBe(project.name);
  });

  it('keeps the owner’s other projects and other clients’ projects hidden', async () => {
    const { owner, colleague, project } = await sharedProject();
    const other = await buildProject(owner.http);
    const stranger = await signUpUser(app);
    expect((await colleague.http.get(`/api/projects/${other.id}`)).status).toBe(404);
    expect((await colleague.http.get(`/api/projects/${other.id}/comments`)).status).toBe(404);
    expect((await colleague.http.get(membersOf(other.id))).status).toBe(404);
    const list = await colleague.http.get('/api/projects');
    expect(list.json.projects.map((p: { id: string }) => p.id)).toEqual([project.id]);
    for (const path of [`/api/projects/${project.id}`, membersOf(project.id)]) {
      expect((await stranger.http.get(path)).status).toBe(404);
    }
    expect((await stranger.http.post(`/api/projects/${project.id}/comments`, { content: 'x' })).status).toBe(
      404,
    );
  });
});

describe('removing and leaving', () => {
  it('lets the owner remove a collaborator, who then loses the project', async () => {
    const { owner, colleague, project } = await sharedProject();
    const res = await owner.http.delete(`${membersOf(project.id)}/${colleague.id}`);
    expect(res.status).toBe(204);
    expect((await colleague.http.get(`/api/projects/${project.id}`)).status).toBe(404);
    expect((await colleague.http.get('/api/projects')).json.total).toBe(0);
    const log = await app.db
      .select()
      .from(projectActivityLog)
      .where(eq(projectActivityLog.projectId, project.id));
    expect(log.map((l) => l.action)).toContain('member_removed');
    const gone = await owner.http.delete(`${membersOf(project.id)}/${colleague.id}`);
    expect(gone.status).toBe(404);
  });

  it('lets a collaborator leave but not remove someone else; an admin removes anyone', async () => {
    const { owner, colleague, project } = await sharedProject();
    const second: Client = await signUpUser(app);
    await owner.http.post(membersOf(project.id), { email: second.email });
    const removeOther = await colleague.http.delete(`${membersOf(project.id)}/${second.id}`);
    expect(removeOther.status).toBe(403);
    const leave = await colleague.http.delete(`${membersOf(project.id)}/${colleague.id}`);
    expect(leave.status).toBe(204);
    expect((await colleague.http.get(`/api/projects/${project.id}`)).status).toBe(404);
    const log = await app.db
      .select()
      .from(projectActivityLog)
      .where(eq(projectActivityLog.projectId, project.id));
    expect(log.map((l) => l.action)).toContain('member_left');
    const byAdmin = await admin.http.delete(`${membersOf(project.id)}/${second.id}`);
    expect(byAdmin.status).toBe(204);
    const stranger = await signUpUser(app);
    expect((await stranger.http.delete(`${membersOf(project.id)}/${owner.id}`)).status).toBe(404);
  });
});

describe('the database alone', () => {
  it('shows a collaborator the project’s people and the staff, no other client', async () => {
    const { owner, colleague, project } = await sharedProject();
    const second = await signUpUser(app);
    await owner.http.post(membersOf(project.id), { email: second.email });
    const stranger = await signUpUser(app);
    const seen = await asCaller(app.db, { id: colleague.id, role: 'user' }, (tx) =>
      tx.select({ id: users.id, role: users.role }).from(users),
    );
    const clients = seen.filter((u) => u.role === 'user').map((u) => u.id);
    expect(clients.sort()).toEqual([owner.id, colleague.id, second.id].sort());
    expect(clients).not.toContain(stranger.id);
  });

  it('refuses a kind that does not match the role', async () => {
    const owner = await signUpUser(app);
    const project = await buildProject(owner.http);
    const other = await signUpUser(app);
    await expect(
      app.db.insert(projectMembers).values({ projectId: project.id, userId: other.id, kind: 'staff' }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: 'P0113' }) });
  });
});

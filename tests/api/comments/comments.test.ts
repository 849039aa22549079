import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/server/db/schema/notifications';
import { buildApprovedProject, buildPhase } from '../../support/factories';
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

const approvedProjectOf = () => buildApprovedProject(app, admin.http);

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

describe('deleting project comments', () => {
  it('lets authors delete their own comments and admins any, and no one else', async () => {
    const { client, project } = await approvedProjectOf();
    const colleague = await signUpUser(app);
    expect(
      (await client.http.post(`/api/projects/${project.id}/members`, { email: colleague.email })).status,
    ).toBe(201);
    const stranger = await signUpUser(app);
    const mine = (await client.http.post(`/api/projects/${project.id}/comments`, { content: 'Mío' })).json
      .comment.id as string;
    const theirs = (await colleague.http.post(`/api/projects/${project.id}/comments`, { content: 'Suyo' }))
      .json.comment.id as string;

    // A member who sees the comment but did not write it is refused; one who cannot see it is told nothing.
    expect((await colleague.http.delete(`/api/comments/${mine}`)).status).toBe(403);
    expect((await stranger.http.delete(`/api/comments/${mine}`)).status).toBe(404);
    expect((await app.client().delete(`/api/comments/${mine}`)).status).toBe(401);
    const listed = async () =>
      (await client.http.get(`/api/projects/${project.id}/comments`)).json.comments.map(
        (c: { id: string }) => c.id,
      );
    expect(await listed()).toEqual(expect.arrayContaining([mine, theirs]));

    expect((await client.http.delete(`/api/comments/${mine}`)).status).toBe(204);
    expect((await admin.http.delete(`/api/comments/${theirs}`)).status).toBe(204);
    expect(await listed()).toEqual([]);
    expect((await client.http.delete(`/api/comments/${mine}`)).status).toBe(404);
  });
});

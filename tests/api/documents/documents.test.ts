import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../support/factories';
import { openDocument, until } from '../../support/collab-client';
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

const docsOf = (projectId: string) => `/api/projects/${projectId}/documents`;

/** An owner's project shared with a colleague, and a client who is not in it. */
async function sharedProject() {
  const owner = await signUpUser(app, { name: 'Marta Owner' });
  const colleague = await signUpUser(app, { name: 'Lucía Colega' });
  const stranger = await signUpUser(app);
  const project = await buildProject(owner.http);
  expect(
    (await owner.http.post(`/api/projects/${project.id}/members`, { email: colleague.email })).status,
  ).toBe(201);
  return { owner, colleague, stranger, project };
}

describe('documents of a project (decision 0017)', () => {
  it('lets members create, list by last modification, rename and open documents; others get 404', async () => {
    const { owner, colleague, stranger, project } = await sharedProject();
    const first = await owner.http.post(docsOf(project.id), { title: 'Brief' });
    expect(first.status).toBe(201);
    expect(first.json.document).toMatchObject({
      title: 'Brief',
      project_id: project.id,
      created_by: { id: owner.id, full_name: 'Marta Owner' },
      can_delete: true,
    });
    const second = await colleague.http.post(docsOf(project.id), { title: 'Actas' });
    expect(second.status).toBe(201);
    let list = await colleague.http.get(docsOf(project.id));
    expect(list.json.documents.map((d: { title: string }) => d.title)).toEqual(['Actas', 'Brief']);
    // The colleague may not delete the owner's document; the owner may delete the colleague's.
    expect(list.json.documents.map((d: { can_delete: boolean }) => d.can_delete)).toEqual([true, false]);
    const renamed = await colleague.http.patch(`/api/documents/${first.json.document.id}`, {
      title: 'Brief v2',
    });
    expect(renamed.status).toBe(200);
    list = await owner.http.get(docsOf(project.id));
    expect(list.json.documents.map((d: { title: string }) => d.title)).toEqual(['Brief v2', 'Actas']);
    expect((await admin.http.get(`/api/documents/${first.json.document.id}`)).status).toBe(200);

    expect((await stranger.http.get(docsOf(project.id))).status).toBe(404);
    expect((await stranger.http.post(docsOf(project.id), { title: 'x' })).status).toBe(404);
    expect((await stranger.http.get(`/api/documents/${first.json.document.id}`)).status).toBe(404);
    expect(
      (await stranger.http.patch(`/api/documents/${first.json.document.id}`, { title: 'x' })).status,
    ).toBe(404);
    expect((await stranger.http.delete(`/api/documents/${first.json.document.id}`)).status).toBe(404);
    expect((await app.client().get(docsOf(project.id))).status).toBe(401);
  });

  it('validates the title with a clear message', async () => {
    const { owner, project } = await sharedProject();
    const empty = await owner.http.post(docsOf(project.id), { title: '  ' });
    expect(empty.status).toBe(400);
    const long = await owner.http.post(docsOf(project.id), { title: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.json)).toContain('200');
  });

  it('lets the creator, the project owner or an admin delete, and no other member', async () => {
    const { owner, colleague, project } = await sharedProject();
    const byOwner = (await owner.http.post(docsOf(project.id), { title: 'Del propietario' })).json.document;
    const byColleague = (await colleague.http.post(docsOf(project.id), { title: 'De la colega' })).json
      .document;
    const third = (await owner.http.post(docsOf(project.id), { title: 'Para el admin' })).json.document;
    const refused = await colleague.http.delete(`/api/documents/${byOwner.id}`);
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toContain('Solo quien creó el documento');
    expect((await owner.http.delete(`/api/documents/${byColleague.id}`)).status).toBe(204);
    expect((await owner.http.delete(`/api/documents/${byOwner.id}`)).status).toBe(204);
    expect((await admin.http.delete(`/api/documents/${third.id}`)).status).toBe(204);
    expect((await owner.http.get(docsOf(project.id))).json.documents).toEqual([]);
  });

  it('takes named snapshots of the live content, shows one read-only and restores it for connected editors', async () => {
    const { owner, colleague, stranger, project } = await sharedProject();
    const document = (await owner.http.post(docsOf(project.id), { title: 'Plan' })).json.document;
    const editor = openDocument(app.baseUrl, colleague.http.cookieHeader, document.id);
    await editor.synced();
    editor.type('Primera versión');
    await editor.acknowledged();

    const taken = await owner.http.post(`/api/documents/${document.id}/snapshots`, { name: 'v1' });
    expect(taken.status).toBe(201);
    expect(taken.json.snapshot).toMatchObject({ name: 'v1', created_by: { id: owner.id } });
    const view = await colleague.http.get(
      `/api/documents/${document.id}/snapshots/${taken.json.snapshot.id}`,
    );
    expect(view.status).toBe(200);
    expect(view.json.snapshot.content).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Primera versión' }] }],
    });

    editor.type('Segunda versión');
    await editor.acknowledged();
    const restored = await owner.http.post(
      `/api/documents/${document.id}/snapshots/${taken.json.snapshot.id}/restore`,
      {},
    );
    expect(restored.status).toBe(200);
    expect(restored.json.previous.name).toBe('Antes de restaurar «v1»');
    // The connected editor sees the restored content at once.
    await until(() => !editor.text().includes('Segunda'), 'the restore reaching the editor');
    expect(editor.text()).toBe('<paragraph>Primera versión</paragraph>');
    // What was there before is kept.
    const before = await owner.http.get(
      `/api/documents/${document.id}/snapshots/${restored.json.previous.id}`,
    );
    expect(JSON.stringify(before.json.snapshot.content)).toContain('Segunda versión');
    const list = await owner.http.get(`/api/documents/${document.id}/snapshots`);
    expect(list.json.snapshots.map((s: { name: string }) => s.name)).toEqual([
      'Antes de restaurar «v1»',
      'v1',
    ]);

    expect((await stranger.http.get(`/api/documents/${document.id}/snapshots`)).status).toBe(404);
    expect((await stranger.http.post(`/api/documents/${document.id}/snapshots`, { name: 'x' })).status).toBe(
      404,
    );
    expect(
      (await stranger.http.get(`/api/documents/${document.id}/snapshots/${taken.json.snapshot.id}`)).status,
    ).toBe(404);
    expect(
      (
        await stranger.http.post(
          `/api/documents/${document.id}/snapshots/${taken.json.snapshot.id}/restore`,
          {},
        )
      ).status,
    ).toBe(404);
    editor.close();
  });
});

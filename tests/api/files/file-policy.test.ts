import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_HEADERS } from '../../support/authorization-matrix';
import { buildProject } from '../../support/factories';
import type { HttpClient } from '../../support/http-client';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * The deletion rules of files and shared documents through both sides
 * (shared/domain/file-policy.ts): for each member, what `can_delete` tells the web is what
 * DELETE then does.
 */

type Who = 'owner' | 'colleague' | 'admin';
let app: TestApp;
let people: Record<Who, HttpClient>;
let projectId: string;
beforeAll(async () => {
  app = await startTestApp();
  const admin = await signInOwner(app);
  const owner = await signUpUser(app, { name: 'Marta Dueña' });
  const colleague = await signUpUser(app, { name: 'Lucía Colega' });
  people = { owner: owner.http, colleague: colleague.http, admin: admin.http };
  ({ id: projectId } = await buildProject(owner.http));
  const added = await owner.http.post(`/api/projects/${projectId}/members`, { email: colleague.email });
  expect(added.status, added.text).toBe(201);
});
afterAll(async () => {
  await app?.close();
});

const everyone: Who[] = ['owner', 'colleague', 'admin'];

describe('a file’s `can_delete` is what DELETE does', () => {
  for (const author of ['owner', 'colleague'] as const) {
    for (const who of everyone) {
      it(`a file the ${author} uploaded, deleted by the ${who}`, async () => {
        const uploaded = await people[author].request(
          'POST',
          `/api/projects/${projectId}/files`,
          'Acta de la reunión',
          UPLOAD_HEADERS,
        );
        expect(uploaded.status, uploaded.text).toBe(201);
        const id = uploaded.json.file.id as string;
        const listed = (await people[who].get(`/api/projects/${projectId}/files?limit=100`)).json.files;
        const can = listed.find((f: { id: string }) => f.id === id).can_delete as boolean;
        expect(can).toBe(who === author || who === 'admin');
        const res = await people[who].request('DELETE', `/api/files/${id}`);
        expect(res.status < 300, `${res.status} ${res.text}`).toBe(can);
        if (!can) expect(res.status).toBe(403);
      });
    }
  }
});

describe('a document’s `can_delete` is what DELETE does', () => {
  for (const author of ['owner', 'colleague'] as const) {
    for (const who of everyone) {
      it(`a document the ${author} created, deleted by the ${who}`, async () => {
        const created = await people[author].post(`/api/projects/${projectId}/documents`, { title: 'Brief' });
        expect(created.status, created.text).toBe(201);
        const id = created.json.document.id as string;
        const listed = (await people[who].get(`/api/projects/${projectId}/documents`)).json.documents;
        const can = listed.find((d: { id: string }) => d.id === id).can_delete as boolean;
        // The project's owner may delete any of its documents.
        expect(can).toBe(who === author || who === 'admin' || who === 'owner');
        const res = await people[who].request('DELETE', `/api/documents/${id}`);
        expect(res.status < 300, `${res.status} ${res.text}`).toBe(can);
        if (!can) expect(res.status).toBe(403);
      });
    }
  }
});

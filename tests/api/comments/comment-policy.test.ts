import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../support/http-client';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * The comment rule through both sides (shared/domain/comment-policy.ts): what a comment's
 * `can.delete` tells the web is what DELETE /api/comments/{id} then does, for a comment and a reply.
 */

type Who = 'owner' | 'collaborator' | 'admin';

let app: TestApp;
let people: Record<Who, { http: HttpClient; id: string }>;
let projectId: string;
beforeAll(async () => {
  app = await startTestApp();
  const admin = await signInOwner(app);
  const owner = await signUpUser(app, { name: 'Marta Dueña' });
  const collaborator = await signUpUser(app, { name: 'Lucía Colega' });
  projectId = (await buildProject(owner.http)).id;
  expect(
    (await owner.http.post(`/api/projects/${projectId}/members`, { email: collaborator.email })).status,
  ).toBe(201);
  people = { owner, collaborator, admin };
});
afterAll(async () => {
  await app?.close();
});

const comments = () => `/api/projects/${projectId}/comments`;

async function commentBy(by: Who, parentId: string | null = null): Promise<string> {
  const res = await people[by].http.post(comments(), { content: 'Una duda', parent_id: parentId });
  expect(res.status, res.text).toBe(201);
  expect(res.json.comment.can).toEqual({ delete: true });
  return res.json.comment.id;
}

const seen = new Set<boolean>();

describe('a comment’s `can.delete` is what DELETE does', () => {
  for (const by of ['owner', 'admin'] as const) {
    for (const who of ['owner', 'collaborator', 'admin'] as const) {
      for (const reply of [false, true]) {
        it(`the ${who}, a ${reply ? 'reply' : 'comment'} by the ${by}`, async () => {
          const parent = reply ? await commentBy('collaborator') : null;
          const id = await commentBy(by, parent);
          const { http } = people[who];
          const threads = (await http.get(comments())).json.comments as Array<{
            id: string;
            can: { delete: boolean };
            replies: Array<{ id: string; can: { delete: boolean } }>;
          }>;
          const shown = threads.flatMap((c) => [c, ...c.replies]).find((c) => c.id === id)!;
          const res = await http.request('DELETE', `/api/comments/${id}`);
          expect(res.status < 300, `${res.status} ${res.text}`).toBe(shown.can.delete);
          if (!shown.can.delete) expect(res.status).toBe(403);
          seen.add(shown.can.delete);
        });
      }
    }
  }

  it('both allowed and refused someone above', () => {
    expect([...seen].sort()).toEqual([false, true]);
  });
});

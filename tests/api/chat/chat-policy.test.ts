import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageCan } from '../../../src/shared/schemas/chat';
import type { HttpClient } from '../../support/http-client';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * Each chat rule through both sides (shared/domain/chat-policy.ts): what a message's `can` tells
 * the web is what the endpoints then do.
 */

type Who = 'author' | 'member' | 'admin';

let app: TestApp;
let people: Record<Who, { http: HttpClient; id: string }>;
let projectId: string;
beforeAll(async () => {
  app = await startTestApp();
  const admin = await signInOwner(app);
  const author = await signUpUser(app, { name: 'Marta Dueña' });
  const member = await signUpUser(app, { name: 'Lucía Colega' });
  projectId = (await buildProject(author.http)).id;
  expect((await author.http.post(`/api/projects/${projectId}/members`, { email: member.email })).status).toBe(
    201,
  );
  people = { author, member, admin };
});
afterAll(async () => {
  await app?.close();
});

const messages = () => `/api/projects/${projectId}/chat/messages`;

/** A message `by` sent, deleted afterwards when `deleted`. */
async function messageBy(by: Who, deleted = false): Promise<string> {
  const res = await people[by].http.post(messages(), { body: 'Hola a todos' });
  expect(res.status, res.text).toBe(201);
  if (deleted)
    expect((await people[by].http.delete(`/api/chat/messages/${res.json.message.id}`)).status).toBe(204);
  return res.json.message.id;
}

const actions: Record<keyof ChatMessageCan, (http: HttpClient, id: string) => ReturnType<HttpClient['get']>> =
  {
    edit: (http, id) => http.request('PATCH', `/api/chat/messages/${id}`, { body: 'Corregido' }),
    delete: (http, id) => http.request('DELETE', `/api/chat/messages/${id}`),
  };
const rules = Object.keys(actions) as Array<keyof ChatMessageCan>;
const seen = new Map<keyof ChatMessageCan, Set<boolean>>(rules.map((r) => [r, new Set()]));

describe('a chat message’s `can` is what its endpoints do', () => {
  for (const rule of rules) {
    for (const by of ['author', 'admin'] as const) {
      for (const who of ['author', 'member', 'admin'] as const) {
        for (const deleted of rule === 'edit' ? [false, true] : [false]) {
          it(`${rule}: the ${who}, a ${deleted ? 'deleted ' : ''}message by the ${by}`, async () => {
            const id = await messageBy(by, deleted);
            const { http } = people[who];
            const page = await http.get(`${messages()}?limit=100`);
            expect(page.status, page.text).toBe(200);
            const can: ChatMessageCan = page.json.messages.find((m: { id: string }) => m.id === id).can;
            const res = await actions[rule](http, id);
            expect(res.status < 300, `${res.status} ${res.text}`).toBe(can[rule]);
            if (!can[rule]) expect([400, 403]).toContain(res.status);
            seen.get(rule)!.add(can[rule]);
          });
        }
      }
    }
  }

  it('each rule both allowed and refused someone above', () => {
    for (const rule of rules) expect([...seen.get(rule)!].sort(), rule).toEqual([false, true]);
  });

  it('answers with `can` on a sent message', async () => {
    const res = await people.member.http.post(messages(), { body: 'Recibido' });
    expect(res.json.message.can).toEqual({ edit: true, delete: true });
  });
});

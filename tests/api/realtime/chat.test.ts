import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../support/factories';
import { openSocket } from '../../support/realtime-client';
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

const settle = () => new Promise((r) => setTimeout(r, 300));

/** An owner, a colleague on the project, a stranger and the admin, each with a socket following the chat. */
async function room() {
  const owner = await signUpUser(app, { name: 'Marta Dueña' });
  const colleague = await signUpUser(app, { name: 'Lucía Colega' });
  const stranger = await signUpUser(app, { name: 'Otro Cliente' });
  const project = await buildProject(owner.http);
  await owner.http.post(`/api/projects/${project.id}/members`, { email: colleague.email });
  const sockets = {
    owner: await openSocket(app.baseUrl, owner.http.cookieHeader),
    colleague: await openSocket(app.baseUrl, colleague.http.cookieHeader),
    stranger: await openSocket(app.baseUrl, stranger.http.cookieHeader),
    admin: await openSocket(app.baseUrl, admin.http.cookieHeader),
  };
  for (const s of Object.values(sockets)) await s.subscribe('chat_messages');
  const close = () => Object.values(sockets).forEach((s) => s.close());
  return { owner, colleague, stranger, project, sockets, close };
}

describe('chat over the realtime socket', () => {
  it('delivers a message, its edit and its deletion to the members’ sockets and never a non-member’s', async () => {
    const { owner, colleague, project, sockets, close } = await room();
    const sent = await colleague.http.post(`/api/projects/${project.id}/chat/messages`, { body: 'Hola' });
    const id = sent.json.message.id as string;
    for (const s of [sockets.owner, sockets.colleague, sockets.admin]) {
      await s.waitFor(
        (m) => m.type === 'change' && m.table === 'chat_messages' && m.id === id && m.op === 'insert',
      );
    }
    expect((await sockets.owner.waitFor((m) => m.table === 'chat_messages' && m.id === id)).project_id).toBe(
      project.id,
    );
    await colleague.http.patch(`/api/chat/messages/${id}`, { body: 'Hola de nuevo' });
    await owner.http.get(`/api/projects/${project.id}/chat/messages`);
    await sockets.owner.waitFor((m) => m.table === 'chat_messages' && m.id === id && m.op === 'update');
    await settle();
    expect(sockets.stranger.messages.filter((m) => m.type === 'change' || m.type === 'changes')).toEqual([]);
    close();
  });

  it('relays typing to the project’s other members only, and ignores a non-member’s', async () => {
    const { colleague, stranger, project, sockets, close } = await room();
    sockets.colleague.ws.send(JSON.stringify({ type: 'typing', project_id: project.id }));
    for (const s of [sockets.owner, sockets.admin]) {
      const typing = await s.waitFor((m) => m.type === 'typing');
      expect(typing).toEqual({ type: 'typing', project_id: project.id, user_id: colleague.id });
    }
    sockets.stranger.ws.send(JSON.stringify({ type: 'typing', project_id: project.id }));
    await settle();
    expect(sockets.colleague.messages.filter((m) => m.type === 'typing')).toEqual([]);
    expect(sockets.stranger.messages.filter((m) => m.type === 'typing')).toEqual([]);
    expect(sockets.owner.messages.filter((m) => m.type === 'typing' && m.user_id === stranger.id)).toEqual(
      [],
    );
    // Nothing of it is stored: the room's sequence did not move.
    const page = await colleague.http.get(`/api/projects/${project.id}/chat/messages`);
    expect(page.json.last_seq).toBe(0);
    close();
  });
});

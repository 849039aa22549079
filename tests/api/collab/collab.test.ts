import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPresence } from '../../../src/server/db/schema/user-presence';
import { buildProject } from '../../support/factories';
import { openDocument, until } from '../../support/collab-client';
import { HttpClient } from '../../support/http-client';
import {
  cloneDatabase,
  OWNER,
  signInOwner,
  signUpUser,
  startTestApp,
  type TestApp,
} from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function sharedDocument(http = app) {
  const owner = await signUpUser(http);
  const colleague = await signUpUser(http);
  const stranger = await signUpUser(http);
  const project = await buildProject(owner.http);
  await owner.http.post(`/api/projects/${project.id}/members`, { email: colleague.email });
  const document = (await owner.http.post(`/api/projects/${project.id}/documents`, { title: 'Acta' })).json
    .document as { id: string };
  return { owner, colleague, stranger, project, document };
}

describe('live editing on /collab (decision 0017)', () => {
  it('lets a member edit and another member see it; mirrors who is in the document into user_presence', async () => {
    const { owner, colleague, document } = await sharedDocument();
    const a = openDocument(app.baseUrl, owner.http.cookieHeader, document.id);
    const b = openDocument(app.baseUrl, colleague.http.cookieHeader, document.id);
    await Promise.all([a.synced(), b.synced()]);
    a.type('Hola desde A');
    await until(() => b.text().includes('Hola desde A'), 'the edit reaching B');
    b.type('Respuesta de B');
    await until(() => a.text().includes('Respuesta de B'), 'the edit reaching A');
    // An admin is a member of every project.
    const admin = await signInOwner(app);
    const c = openDocument(app.baseUrl, admin.http.cookieHeader, document.id);
    await c.synced();
    expect(c.text()).toContain('Respuesta de B');
    c.close();
    const presence = async () =>
      (await app.db.select().from(userPresence).where(eq(userPresence.userId, colleague.id)))[0]?.documentId;
    for (let i = 0; i < 50 && (await presence()) !== document.id; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await presence()).toBe(document.id);
    a.close();
    b.close();
  });

  it('keeps a person in the document while another of their tabs still has it open', async () => {
    const { owner, document } = await sharedDocument();
    const second = (
      await owner.http.post(`/api/projects/${(await buildProject(owner.http)).id}/documents`, {
        title: 'Plan',
      })
    ).json.document as { id: string };
    const presence = async () =>
      (await app.db.select().from(userPresence).where(eq(userPresence.userId, owner.id)))[0]?.documentId ??
      null;
    const settlesOn = async (expected: string | null) => {
      for (let i = 0; i < 50 && (await presence()) !== expected; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(await presence()).toBe(expected);
    };
    const tab1 = openDocument(app.baseUrl, owner.http.cookieHeader, document.id);
    const tab2 = openDocument(app.baseUrl, owner.http.cookieHeader, document.id);
    await Promise.all([tab1.synced(), tab2.synced()]);
    await settlesOn(document.id);
    tab1.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(await presence()).toBe(document.id);
    // A second document in a third tab, then the first document's last tab closes.
    const tab3 = openDocument(app.baseUrl, owner.http.cookieHeader, second.id);
    await tab3.synced();
    await settlesOn(second.id);
    tab2.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(await presence()).toBe(second.id);
    tab3.close();
    await settlesOn(null);
  });

  it('refuses a non-member, an anonymous socket, a foreign origin and an unknown path', async () => {
    const { stranger, document } = await sharedDocument();
    const s = openDocument(app.baseUrl, stranger.http.cookieHeader, document.id);
    await until(() => s.state.denied !== null, 'the refusal');
    expect(s.state.synced).toBe(false);
    s.close();
    const status = (p: string, headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${app.baseUrl.replace(/^http/, 'ws')}${p}`, { headers });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => undefined);
      });
    // No session cookie: refused before the upgrade.
    expect(await status('/collab', { origin: app.baseUrl })).toBe(401);
    expect(
      await status('/collab', { origin: 'https://evil.example', cookie: stranger.http.cookieHeader }),
    ).toBe(403);
    expect(await status('/somewhere-else', { origin: app.baseUrl })).toBe(404);
  });

  it('closes an open socket once its user leaves the project or signs out, and their edits stop arriving', async () => {
    const { owner, colleague, project, document } = await sharedDocument();
    const other = await signUpUser(app);
    await owner.http.post(`/api/projects/${project.id}/members`, { email: other.email });
    const a = openDocument(app.baseUrl, owner.http.cookieHeader, document.id);
    const b = openDocument(app.baseUrl, colleague.http.cookieHeader, document.id);
    const c = openDocument(app.baseUrl, other.http.cookieHeader, document.id);
    await Promise.all([a.synced(), b.synced(), c.synced()]);

    // Still a member and signed in: nothing changes.
    await app.server.collab.checkAccess();
    b.type('Antes de salir');
    await until(() => a.text().includes('Antes de salir'), 'the edit before leaving');

    // The colleague is removed from the project; the other member signs out.
    expect((await owner.http.delete(`/api/projects/${project.id}/members/${colleague.id}`)).status).toBe(204);
    expect((await other.http.post('/api/auth/sign-out', {})).status).toBe(200);
    await app.server.collab.checkAccess();
    // Only the owner's connection is left (a reconnection of the other two is refused).
    await until(() => app.server.collab.connections === 1, 'the two connections closed');

    b.type('Después de salir');
    c.type('Sin sesión');
    a.type('Sigue el propietario');
    await until(() => a.text().includes('Sigue el propietario'), 'the owner still editing');
    await new Promise((r) => setTimeout(r, 500));
    expect(app.server.collab.connections).toBe(1);
    expect(a.text()).not.toContain('Después de salir');
    expect(a.text()).not.toContain('Sin sesión');
    a.close();
    b.close();
    c.close();
  });
});

/** The portal in a child process on `databaseUrl`, as production runs it. */
async function startPortal(databaseUrl: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../../support/portal-process.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        OWNER_EMAIL: OWNER.email,
        OWNER_PASSWORD: OWNER.password,
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      detached: true,
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('PORTAL_READY ')) resolve(line.slice('PORTAL_READY '.length));
    });
    child.once('exit', (code) => reject(new Error(`portal exited with ${code}`)));
  });
  return { child, url };
}

describe('a server killed during edits', () => {
  it('loses no acknowledged edit after a restart', async () => {
    const databaseUrl = await cloneDatabase();
    let portal = await startPortal(databaseUrl);
    try {
      const owner = await signUpUser({ client: () => new HttpClient(portal.url) } as TestApp);
      const project = await buildProject(owner.http);
      const document = (await owner.http.post(`/api/projects/${project.id}/documents`, { title: 'Kill' }))
        .json.document as { id: string };
      const editor = openDocument(portal.url, owner.http.cookieHeader, document.id);
      await editor.synced();
      for (let i = 0; i < 30; i++) editor.type(`Edición ${i}`);
      await editor.acknowledged();
      // Well inside Hocuspocus' debounce: nothing stored by onStoreDocument yet.
      process.kill(-portal.child.pid!, 'SIGKILL');
      editor.close();
      await new Promise((r) => portal.child.once('exit', r));

      portal = await startPortal(databaseUrl);
      const http = new HttpClient(portal.url);
      const again = await http.post('/api/auth/sign-in/email', {
        email: owner.email,
        password: owner.password,
      });
      expect(again.status).toBe(200);
      const reader = openDocument(portal.url, http.cookieHeader, document.id);
      await reader.synced();
      for (let i = 0; i < 30; i++) expect(reader.text()).toContain(`Edición ${i}<`);
      reader.close();
    } finally {
      process.kill(-portal.child.pid!, 'SIGKILL');
    }
    // Two portal processes start and stop in it: on a busy machine that alone takes seconds.
  }, 120_000);
});

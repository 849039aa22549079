import { randomBytes } from 'node:crypto';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentPersistence } from '../../../src/server/collab/document-persistence';
import { DOCUMENT_FIELD } from '../../../src/shared/schemas/documents';
import { openDocument, until } from '../../support/collab-client';
import { startFakeS3, type FakeS3 } from '../../support/fake-s3';
import { buildProject } from '../../support/factories';
import { HttpClient } from '../../support/http-client';
import { openSocket } from '../../support/realtime-client';
import { REDIS_SERVER, startRedis, type TestRedis } from '../../support/redis-server';
import { pinnedTo, startRoundRobinProxy, type RoundRobinProxy } from '../../support/round-robin-proxy';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * Several instances behind a load balancer (decision 0051): two portals on one PostgreSQL and one
 * Redis, with uploads in one S3 store, behind a round-robin proxy that sends each request and
 * each socket to the next instance in turn. Every test puts the two ends of what it checks on
 * different instances, so it passes only if what one instance knows reaches the other.
 *
 * Both instances are published at the proxy's URL (PUBLIC_URL): that is the Origin they accept
 * and the address their links and sessions are made for. A test reaches one instance on its own
 * port when it must choose the instance (still with the proxy's Origin, as a browser behind the
 * balancer sends), or through the proxy with the pin cookie for the shared editors, whose client
 * sends its base URL as the Origin.
 */

/** One instance: the portal, its index behind the proxy and its own address. */
interface Instance {
  app: TestApp;
  index: number;
  /** The instance's own `http://127.0.0.1:<port>` (its baseUrl is the proxy's). */
  url: string;
}

type User = Awaited<ReturnType<typeof signUpUser>>;

/** Low enough to reach in a test, and per person, so the other tests' few writes stay far below. */
const WRITES_MAX = 20;
const LOCKOUT_FAILURES = 3;

let redis: TestRedis | undefined;
let s3: FakeS3 | undefined;
let proxy: RoundRobinProxy | undefined;
let a: Instance;
let b: Instance;
let admin: Awaited<ReturnType<typeof signInOwner>>;

/** The proxy, once beforeAll has started it. */
const lb = () => proxy!;

/** A client that talks to `instance` itself, with the published Origin and `cookie` (if any). */
function on(instance: Instance, cookie = '') {
  const http = new HttpClient(instance.url, { origin: lb().url });
  const headers = cookie ? { cookie } : undefined;
  return {
    get: (path: string) => http.get(path, headers),
    post: (path: string, body?: unknown, extra: Record<string, string> = {}) =>
      http.post(path, body, { ...headers, ...extra }),
    put: (path: string, body: unknown) => http.request('PUT', path, body, headers),
  };
}

/** A realtime socket on `instance` itself, as the signed-in `cookie`'s browser opens it. */
const socketOn = (instance: Instance, cookie: string) => openSocket(instance.url, cookie, lb().url);

/** A shared document opened on `instance` (through the proxy, pinned), as `user`'s editor. */
const editorOn = (instance: Instance, user: User, documentId: string) =>
  openDocument(lb().url, pinnedTo(user.http.cookieHeader, instance.index), documentId);

/** Bytes of a GET to `base` + `path` with `cookie` (the test client reads bodies as text). */
async function download(base: string, path: string, cookie: string) {
  const res = await fetch(base + path, { headers: { cookie, origin: lb().url } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** An owner and a colleague on one project, and a shared document in it. */
async function sharedDocument() {
  const owner = await signUpUser(a.app);
  const colleague = await signUpUser(a.app);
  const project = await buildProject(owner.http);
  const added = await owner.http.post(`/api/projects/${project.id}/members`, { email: colleague.email });
  expect(added.status).toBe(201);
  const created = await owner.http.post(`/api/projects/${project.id}/documents`, { title: 'Acta' });
  expect(created.status).toBe(201);
  return { owner, colleague, document: created.json.document as { id: string } };
}

/** The paragraphs of a document's XML (`<paragraph>…</paragraph>…`), in order. */
const paragraphsOf = (xml: string) => [...xml.matchAll(/<paragraph>(.*?)<\/paragraph>/g)].map((m) => m[1]!);

/**
 * The document as PostgreSQL alone holds it (the stored state with the log of acknowledged
 * edits), read beside both instances without asking either: whatever they hold in memory aside.
 */
async function storedParagraphs(documentId: string) {
  const state = await createDocumentPersistence(a.app.db).read(documentId);
  const doc = new Y.Doc();
  if (state) Y.applyUpdate(doc, state);
  return paragraphsOf(doc.getXmlFragment(DOCUMENT_FIELD).toString());
}

/** Editors each instance holds open now (a closed editor leaves its instance a moment later). */
const openEditors = () => [a.app.server.collab.connections, b.app.server.collab.connections];

const TITLE = 'two instances behind a round-robin load balancer, one PostgreSQL, one Redis';

(REDIS_SERVER ? describe : describe.skip)(
  REDIS_SERVER ? TITLE : `${TITLE} (skipped: redis-server is not installed)`,
  () => {
    beforeAll(async () => {
      redis = await startRedis();
      s3 = await startFakeS3();
      // Listening first: the instances must know the URL they are published at.
      proxy = await startRoundRobinProxy();
      const env = {
        CLUSTER: 'true',
        PUBLIC_URL: proxy.url,
        REDIS_URL: redis.url,
        S3_ENDPOINT: s3.url,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        S3_FORCE_PATH_STYLE: 'true',
        RATE_LIMIT_WRITES_MAX: String(WRITES_MAX),
        RATE_LIMIT_WRITES_WINDOW_SECONDS: '120',
        SIGN_IN_LOCKOUT_FAILURES: String(LOCKOUT_FAILURES),
        SIGN_IN_LOCKOUT_SECONDS: '120',
      };
      const first = await startTestApp(env);
      const second = await startTestApp(env, { databaseUrl: first.databaseUrl });
      const own = (app: TestApp) => `http://127.0.0.1:${app.server.port}`;
      a = { app: first, index: 0, url: own(first) };
      b = { app: second, index: 1, url: own(second) };
      proxy.setTargets([a.url, b.url]);
      // Through the proxy: the session is made on one instance and used on both.
      admin = await signInOwner(a.app);
    });
    afterAll(async () => {
      await proxy?.close();
      await Promise.all([a?.app.close(), b?.app.close()]);
      await Promise.all([redis?.close(), s3?.close()]);
    });

    it('signs in through one instance and is signed in on the other, through the proxy in turn', async () => {
      const user = await signUpUser(a.app);
      const before = [...lb().served];
      const seen = await Promise.all(
        [on(a, user.http.cookieHeader), on(b, user.http.cookieHeader)].map((c) =>
          c.get('/api/auth/get-session'),
        ),
      );
      expect(seen.map((r) => r.json?.user?.id)).toEqual([user.id, user.id]);
      // Two requests through the proxy: one to each instance, both answered as the same person.
      const viaProxy = [
        await user.http.get('/api/auth/get-session'),
        await user.http.get('/api/auth/get-session'),
      ];
      expect(viaProxy.map((r) => r.json?.user?.id)).toEqual([user.id, user.id]);
      expect(lb().served.map((n, i) => n - before[i]!)).toEqual([1, 1]);
    });

    it('delivers a chat message sent through one instance to the sockets on the other', async () => {
      const client = await signUpUser(a.app);
      const project = await buildProject(client.http);
      const clientOnA = await socketOn(a, client.http.cookieHeader);
      const adminOnB = await socketOn(b, admin.http.cookieHeader);
      try {
        await clientOnA.subscribe('chat_messages');
        await adminOnB.subscribe('chat_messages');
        const sent = await on(a, client.http.cookieHeader).post(`/api/projects/${project.id}/chat/messages`, {
          body: 'Hola desde A',
        });
        expect(sent.status).toBe(201);
        const id = sent.json.message.id as string;
        const isIt = (m: { type: string; table?: string; id?: string; op?: string }) =>
          m.type === 'change' && m.table === 'chat_messages' && m.id === id && m.op === 'insert';
        expect((await adminOnB.waitFor(isIt)).project_id).toBe(project.id);
        await clientOnA.waitFor(isIt);
      } finally {
        clientOnA.close();
        adminOnB.close();
      }
    });

    it('relays typing on a socket of one instance to the project’s sockets on the other', async () => {
      const client = await signUpUser(a.app);
      const project = await buildProject(client.http);
      const clientOnA = await socketOn(a, client.http.cookieHeader);
      const adminOnB = await socketOn(b, admin.http.cookieHeader);
      try {
        await clientOnA.subscribe('chat_messages');
        await adminOnB.subscribe('chat_messages');
        clientOnA.ws.send(JSON.stringify({ type: 'typing', project_id: project.id }));
        const typing = await adminOnB.waitFor((m) => m.type === 'typing');
        expect(typing).toEqual({ type: 'typing', project_id: project.id, user_id: client.id });
        // Never echoed to the one typing, whichever instance relays it.
        await new Promise((r) => setTimeout(r, 300));
        expect(clientOnA.messages.filter((m) => m.type === 'typing')).toEqual([]);
      } finally {
        clientOnA.close();
        adminOnB.close();
      }
    });

    it('shows two editors on different instances each other’s paragraphs live, and stores both', async () => {
      const { owner, colleague, document } = await sharedDocument();
      await until(() => openEditors().every((n) => n === 0), 'the instances to have no editor open');
      const onA = editorOn(a, owner, document.id);
      const onB = editorOn(b, colleague, document.id);
      try {
        await Promise.all([onA.synced(), onB.synced()]);
        // The pin held: one editor on each instance, so only Redis can carry an edit across.
        expect(openEditors()).toEqual([1, 1]);
        onA.type('Escrito en A');
        onB.type('Escrito en B');
        await Promise.all([onA.acknowledged(), onB.acknowledged()]);
        const both = (text: string) => paragraphsOf(text).sort().join('|') === 'Escrito en A|Escrito en B';
        await until(() => both(onA.text()) && both(onB.text()), 'both editors to show both paragraphs');
        // One order for both: the two copies converged, not merely both hold the two edits.
        expect(onA.text()).toBe(onB.text());
      } finally {
        onA.close();
        onB.close();
      }
      expect((await storedParagraphs(document.id)).sort()).toEqual(['Escrito en A', 'Escrito en B']);
    });

    it('converges 5 editors × 200 edits spread over the two instances live, and stores all 1000', async () => {
      const { owner, colleague, document } = await sharedDocument();
      await until(() => openEditors().every((n) => n === 0), 'the instances to have no editor open');
      const editors = [
        editorOn(a, owner, document.id),
        editorOn(a, colleague, document.id),
        editorOn(a, owner, document.id),
        editorOn(b, colleague, document.id),
        editorOn(b, owner, document.id),
      ];
      const EDITS = 200;
      const BURST = 20;
      const typed = editors.flatMap((_, n) => Array.from({ length: EDITS }, (_, i) => `E${n}-${i}`)).sort();
      try {
        await Promise.all(editors.map((e) => e.synced()));
        expect(openEditors()).toEqual([3, 2]);
        // Bursts of typing, every editor at once; each edit is its own update, logged and acknowledged.
        for (let from = 0; from < EDITS; from += BURST) {
          for (let i = from; i < from + BURST; i++) editors.forEach((e, n) => e.type(`E${n}-${i}`));
          await Promise.all(editors.map((e) => e.acknowledged()));
        }
        // Every editor, on either instance, shows every edit while both instances run.
        await until(
          () => editors.every((e) => paragraphsOf(e.text()).length === typed.length),
          'every editor to show all 1000 paragraphs',
          20_000,
        );
        for (const editor of editors) expect(paragraphsOf(editor.text()).sort()).toEqual(typed);
        expect(new Set(editors.map((e) => e.text())).size).toBe(1);
      } finally {
        for (const editor of editors) editor.close();
      }
      expect((await storedParagraphs(document.id)).sort()).toEqual(typed);
    }, 60_000);

    it('downloads through one instance a file uploaded through the other (one S3 store)', async () => {
      const owner = await signUpUser(a.app);
      const project = await buildProject(owner.http);
      // Half a megabyte of text, different every run, streamed both ways.
      const content = Buffer.from(`Acta ñandú\n${randomBytes(256 * 1024).toString('hex')}\n`);
      const uploaded = await on(a, owner.http.cookieHeader).post(
        `/api/projects/${project.id}/files`,
        content,
        {
          'content-type': 'application/octet-stream',
          'x-file-name': encodeURIComponent('acta.txt'),
        },
      );
      expect(uploaded.status).toBe(201);
      const path = `/api/files/${uploaded.json.file.id as string}/download`;
      // Stored in the shared store, not on A's disk.
      expect([...s3!.objects.values()].some((object) => object.equals(content))).toBe(true);

      const fromB = await download(b.url, path, owner.http.cookieHeader);
      expect(fromB.status).toBe(200);
      expect(fromB.bytes.equals(content)).toBe(true);
      // Twice through the proxy: once from each instance, the same bytes.
      const before = [...lb().served];
      for (let i = 0; i < 2; i++) {
        const viaProxy = await download(lb().url, path, owner.http.cookieHeader);
        expect(viaProxy.status).toBe(200);
        expect(viaProxy.bytes.equals(content)).toBe(true);
      }
      expect(lb().served.map((n, i) => n - before[i]!)).toEqual([1, 1]);
    });

    it('rings the bell on one instance for a notification created through the other', async () => {
      const client = await signUpUser(a.app);
      const project = await buildProject(client.http);
      const bellOnB = await socketOn(b, client.http.cookieHeader);
      try {
        await bellOnB.subscribe('notifications');
        const approved = await on(a, admin.http.cookieHeader).post(`/api/projects/${project.id}/approve`, {
          admin_notes: 'ok',
        });
        expect(approved.status).toBe(200);
        const rung = await bellOnB.waitFor(
          (m) => m.type === 'change' && m.table === 'notifications' && m.op === 'insert',
        );
        // The notification the bell was told of is the client's, and B serves it.
        const listed = await on(b, client.http.cookieHeader).get('/api/notifications');
        expect(listed.status).toBe(200);
        expect((listed.json.notifications as { id: string }[]).map((n) => n.id)).toContain(rung.id);
      } finally {
        bellOnB.close();
      }
    });

    it('locks an account after 3 wrong passwords in all, sent to either instance', async () => {
      const victim = await signUpUser(a.app);
      const wrong = { email: victim.email, password: 'wrong-password' };
      // A, B, A: neither instance alone has seen three.
      for (const instance of [a, b, a]) {
        expect((await on(instance).post('/api/auth/sign-in/email', wrong)).status).toBe(401);
      }
      // The right password, on B (which saw one failure): refused, the count being the database's.
      const locked = await on(b).post('/api/auth/sign-in/email', {
        email: victim.email,
        password: victim.password,
      });
      expect(locked.status).toBe(429);
      expect(locked.json).toMatchObject({ code: 'ACCOUNT_TEMPORARILY_LOCKED' });
      expect(locked.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
      // And on A alike.
      const alsoLocked = await on(a).post('/api/auth/sign-in/email', {
        email: victim.email,
        password: victim.password,
      });
      expect(alsoLocked.status).toBe(429);
    });

    it('counts one person’s writes on both instances against one limit', async () => {
      const user = await signUpUser(a.app);
      const theme = (value: string) => ({
        preference_type: 'theme',
        preference_key: 'theme',
        preference_value: value,
      });
      // Alternating: each instance sees half of the limit.
      for (let i = 0; i < WRITES_MAX; i++) {
        const res = await on(i % 2 ? b : a, user.http.cookieHeader).put(
          '/api/preferences',
          theme(i % 2 ? 'dark' : 'light'),
        );
        expect(res.status).toBe(200);
      }
      for (const instance of [a, b]) {
        const refused = await on(instance, user.http.cookieHeader).put('/api/preferences', theme('light'));
        expect(refused.status).toBe(429);
        expect(refused.json.error).toMatchObject({ code: 'RATE_LIMITED' });
      }
    });
  },
);

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../../src/server/realtime/change-listener';
import { parseServerMessage } from '../../../src/shared/realtime';
import { buildProject } from '../../support/factories';
import { openSocket } from '../../support/realtime-client';
import {
  databaseSnapshot,
  OWNER,
  signInOwner,
  signUpUser,
  startTestApp,
  type TestApp,
} from '../../support/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

describe('realtime socket /api/realtime', () => {
  it('refuses a socket without a session, and one from a foreign origin', async () => {
    await expect(openSocket(app.baseUrl, null)).rejects.toThrow('refused: 401');
    const user = await signUpUser(app);
    await expect(openSocket(app.baseUrl, user.http.cookieHeader, 'https://evil.example')).rejects.toThrow(
      'refused: 403',
    );
    await expect(openSocket(app.baseUrl, user.http.cookieHeader, null)).rejects.toThrow('refused: 403');
  });

  it('relays the owner’s notification and project changes, and none of them to another client', async () => {
    const a = await signUpUser(app);
    const b = await signUpUser(app);
    const project = await buildProject(a.http);
    const sa = await openSocket(app.baseUrl, a.http.cookieHeader);
    const sb = await openSocket(app.baseUrl, b.http.cookieHeader);
    for (const s of [sa, sb]) {
      await s.subscribe('notifications');
      await s.subscribe('projects');
    }
    await admin.http.post(`/api/projects/${project.id}/approve`, { admin_notes: 'ok' });
    await sa.waitFor(
      (m) => m.type === 'change' && m.table === 'projects' && m.id === project.id && m.op === 'update',
    );
    await sa.waitFor((m) => m.type === 'change' && m.table === 'notifications' && m.op === 'insert');
    await new Promise((r) => setTimeout(r, 300));
    expect(sb.messages.filter((m) => m.type === 'change')).toEqual([]);
    sa.close();
    sb.close();
  });

  it('relays a shared project’s changes to its client collaborators, and still to no one else', async () => {
    const owner = await signUpUser(app);
    const colleague = await signUpUser(app);
    const stranger = await signUpUser(app);
    const project = await buildProject(owner.http);
    const sc = await openSocket(app.baseUrl, colleague.http.cookieHeader);
    const ss = await openSocket(app.baseUrl, stranger.http.cookieHeader);
    for (const s of [sc, ss]) {
      await s.subscribe('projects');
      await s.subscribe('comments');
    }
    // Being added is announced to the colleague as a change of the project they may now read.
    await owner.http.post(`/api/projects/${project.id}/members`, { email: colleague.email });
    await sc.waitFor((m) => m.type === 'change' && m.table === 'projects' && m.id === project.id);
    await owner.http.patch(`/api/projects/${project.id}`, { description: 'compartido' });
    await owner.http.post(`/api/projects/${project.id}/comments`, { content: 'Hola' });
    await sc.waitFor(
      (m) => m.type === 'change' && m.table === 'projects' && m.id === project.id && m.op === 'update',
    );
    await sc.waitFor((m) => m.type === 'change' && m.table === 'comments' && m.project_id === project.id);
    // Removed: told once more (the project is gone for them), then nothing after.
    await owner.http.delete(`/api/projects/${project.id}/members/${colleague.id}`);
    await new Promise((r) => setTimeout(r, 300));
    const seen = sc.messages.length;
    await owner.http.patch(`/api/projects/${project.id}`, { description: 'solo mío' });
    await owner.http.post(`/api/projects/${project.id}/comments`, { content: 'Adiós' });
    await new Promise((r) => setTimeout(r, 300));
    expect(sc.messages.slice(seen).filter((m) => m.type === 'change')).toEqual([]);
    expect(ss.messages.filter((m) => m.type === 'change')).toEqual([]);
    sc.close();
    ss.close();
  });

  it('delivers only what was subscribed (table or row)', async () => {
    const a = await signUpUser(app);
    const one = await buildProject(a.http);
    const two = await buildProject(a.http);
    const s = await openSocket(app.baseUrl, a.http.cookieHeader);
    await s.subscribe('projects', one.id);
    await a.http.patch(`/api/projects/${two.id}`, { description: 'dos' });
    await a.http.patch(`/api/projects/${one.id}`, { description: 'uno' });
    await s.waitFor((m) => m.type === 'change' && m.id === one.id);
    expect(s.messages.some((m) => m.type === 'change' && m.id === two.id)).toBe(false);
    // Text that is not JSON ends the socket (tests/api/security/websocket-hostile.test.ts has the rest).
    const closed = new Promise<number>((resolve) => s.ws.once('close', (code) => resolve(code)));
    s.ws.send('not json');
    expect(await closed).toBe(1007);
  });

  it('sends an admin every client’s project changes but nobody else’s notifications', async () => {
    const a = await signUpUser(app);
    const project = await buildProject(a.http);
    const staff = await openSocket(app.baseUrl, admin.http.cookieHeader);
    await staff.subscribe('projects');
    await staff.subscribe('notifications');
    await admin.http.post(`/api/projects/${project.id}/approve`, { admin_notes: 'ok' });
    await staff.waitFor((m) => m.type === 'change' && m.table === 'projects' && m.id === project.id);
    await new Promise((r) => setTimeout(r, 300));
    expect(staff.messages.some((m) => m.type === 'change' && m.table === 'notifications')).toBe(false);
    staff.close();
  });

  it('frames the changes of one commit together, as the shared protocol says', async () => {
    const a = await signUpUser(app);
    const one = await buildProject(a.http);
    const two = await buildProject(a.http);
    const s = await openSocket(app.baseUrl, a.http.cookieHeader);
    await s.subscribe('projects');
    await app.db.execute(`UPDATE projects SET updated_at = now() WHERE id IN ('${one.id}', '${two.id}')`);
    await s.waitFor((m) => m.type === 'change' && m.id === one.id);
    await s.waitFor((m) => m.type === 'change' && m.id === two.id);
    const batch = s.frames.map(parseServerMessage).find((m) => m?.type === 'changes');
    expect(batch).toMatchObject({ type: 'changes' });
    expect(batch?.type === 'changes' && batch.changes.map((c) => c.id).sort()).toEqual(
      [one.id, two.id].sort(),
    );
    expect(s.frames.every((frame) => parseServerMessage(frame) !== null)).toBe(true);
    s.close();
  });

  it("replays on catch-up what the socket would have received from the transactions a page's snapshot did not see, or asks for a resync", async () => {
    const a = await signUpUser(app);
    const b = await signUpUser(app);
    const mine = await buildProject(a.http);
    const theirs = await buildProject(b.http);
    const staff = await openSocket(app.baseUrl, admin.http.cookieHeader);
    await staff.subscribe('projects');
    // Taken as a page's is, before its data is read (decision 0050): the inserts above are in it.
    const snapshot = await databaseSnapshot(app);
    // Changed after the snapshot but before the client's socket exists: only a catch-up tells it.
    await a.http.patch(`/api/projects/${mine.id}`, { description: 'cambiada antes del socket' });
    await b.http.patch(`/api/projects/${theirs.id}`, { description: 'de otro cliente' });
    await staff.waitFor((m) => m.type === 'change' && m.id === mine.id && m.op === 'update');
    await staff.waitFor((m) => m.type === 'change' && m.id === theirs.id && m.op === 'update');
    staff.close();

    const s = await openSocket(app.baseUrl, a.http.cookieHeader);
    await s.subscribe('projects');
    s.ws.send(JSON.stringify({ type: 'catch-up', snapshot }));
    await s.waitFor((m) => m.type === 'change' && m.id === mine.id);
    await new Promise((r) => setTimeout(r, 300));
    const replayed = s.messages.filter((m) => m.type === 'change');
    // Its own project's update only: not its insert (the snapshot saw it), nor another client's row.
    expect(replayed.map((m) => [m.id, m.op])).toEqual([[mine.id, 'update']]);
    // A socket that follows nothing is replayed nothing.
    const unsubscribed = await openSocket(app.baseUrl, a.http.cookieHeader);
    unsubscribed.ws.send(JSON.stringify({ type: 'catch-up', snapshot }));
    await new Promise((r) => setTimeout(r, 300));
    expect(unsubscribed.messages.filter((m) => m.type === 'change')).toEqual([]);
    unsubscribed.close();

    // A transaction still open when the page's snapshot is taken, committed after: whatever it
    // wrote before, that page's data does not hold it, and it is replayed.
    const open = new pg.Client({ connectionString: app.databaseUrl });
    await open.connect();
    try {
      await open.query('BEGIN');
      await open.query('UPDATE projects SET description = $1 WHERE id = $2', [
        'escrita antes, confirmada después',
        mine.id,
      ]);
      const during = await databaseSnapshot(app);
      await open.query('COMMIT');
      const late = await openSocket(app.baseUrl, a.http.cookieHeader);
      await late.subscribe('projects');
      late.ws.send(JSON.stringify({ type: 'catch-up', snapshot: during }));
      await late.waitFor((m) => m.type === 'change' && m.id === mine.id);
      late.close();
    } finally {
      await open.end();
    }
    // Taken once everything had committed: nothing is replayed.
    const settled = await openSocket(app.baseUrl, a.http.cookieHeader);
    await settled.subscribe('projects');
    settled.ws.send(JSON.stringify({ type: 'catch-up', snapshot: await databaseSnapshot(app) }));
    await new Promise((r) => setTimeout(r, 300));
    expect(settled.messages.filter((m) => m.type === 'change')).toEqual([]);
    settled.close();
    // Older than the relay's listening: it cannot vouch for what happened, so the page refetches all.
    s.ws.send(JSON.stringify({ type: 'catch-up', snapshot: '1:1:' }));
    await s.waitFor((m) => m.type === 'resync');
    // A snapshot that is not one is a bad request, not a crash.
    s.ws.send(JSON.stringify({ type: 'catch-up', snapshot: 'ayer' }));
    await s.waitFor((m) => m.type === 'error' && m.code === 'BAD_REQUEST');
    s.close();
  });

  it('after its change listener lost its connection, tells every socket to refetch, and relays again', async () => {
    const a = await signUpUser(app);
    const project = await buildProject(a.http);
    const s = await openSocket(app.baseUrl, a.http.cookieHeader);
    await s.subscribe('projects');
    const before = await databaseSnapshot(app);
    // The database ends the listener's connection (a restart, a failover, an idle-connection killer).
    const ended = await app.db.execute<{ ended: boolean }>(
      sql`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`,
    );
    expect(ended.rows.map((row) => row.ended)).toEqual([true]);
    // A change committed while it is gone (it listens again after 1 s) reaches no socket here.
    await a.http.patch(`/api/projects/${project.id}`, { description: 'mientras no escucha' });
    // Changes committed while it was gone reached no one: the socket is told to refetch.
    await s.waitFor((m) => m.type === 'resync', 10_000);
    // Listening again: a change reaches the socket as before.
    await a.http.patch(`/api/projects/${project.id}`, { description: 'tras reconectar' });
    await s.waitFor((m) => m.type === 'change' && m.id === project.id && m.op === 'update');
    // The relay cannot vouch for the time it was not listening: a catch-up from a snapshot that did
    // not see the change made meanwhile answers resync.
    const resyncs = s.messages.filter((m) => m.type === 'resync').length;
    s.ws.send(JSON.stringify({ type: 'catch-up', snapshot: before }));
    await s.waitFor(() => s.messages.filter((m) => m.type === 'resync').length > resyncs);
    s.close();
  });

  it('upserts presence on connect', async () => {
    const a = await signUpUser(app);
    const s = await openSocket(app.baseUrl, a.http.cookieHeader);
    await new Promise((r) => setTimeout(r, 200));
    const rows = await app.db.execute<{ status: string }>(
      `SELECT status FROM user_presence WHERE user_id = '${a.id}'`,
    );
    expect(rows.rows[0]?.status).toBe('online');
    const presence = await admin.http.get('/api/presence');
    expect(presence.json.presence.find((p: { user_id: string }) => p.user_id === a.id)?.status).toBe(
      'online',
    );
    const other = await signUpUser(app);
    expect(
      (await other.http.get('/api/presence')).json.presence.some(
        (p: { user_id: string }) => p.user_id === a.id,
      ),
    ).toBe(false);
    s.close();
  });
});

describe('invoices (decision 0051)', () => {
  it("relays an invoice's changes to the billed client and the admins, and to no other client", async () => {
    const client = await signUpUser(app);
    const other = await signUpUser(app);
    const sockets = await Promise.all([
      openSocket(app.baseUrl, client.http.cookieHeader),
      openSocket(app.baseUrl, other.http.cookieHeader),
      openSocket(app.baseUrl, admin.http.cookieHeader),
    ]);
    try {
      await Promise.all(sockets.map((s) => s.subscribe('payments')));
      const [billed, stranger, staff] = sockets;
      const created = await admin.http.post('/api/payments', {
        user_id: client.id,
        concept: 'Mantenimiento',
        amount: 90,
        currency: 'EUR',
        issue_date: '2026-11-01',
        due_date: '2026-12-01',
      });
      expect(created.status).toBe(201);
      const id = created.json.payment.id as string;
      for (const s of [billed!, staff!])
        await s.waitFor((m) => m.table === 'payments' && m.id === id && m.op === 'insert');
      // Paid: an open invoice dialog learns its record changed.
      expect((await admin.http.post(`/api/payments/${id}/mark-paid`, {})).status).toBe(200);
      await billed!.waitFor((m) => m.table === 'payments' && m.id === id && m.op === 'update');
      await new Promise((r) => setTimeout(r, 200));
      expect(stranger!.messages.filter((m) => m.type === 'change' && m.table === 'payments')).toEqual([]);
    } finally {
      for (const s of sockets) s.close();
    }
  });
});

describe('presence across instances (decision 0051)', () => {
  const statusOf = async (userId: string) => {
    const { rows } = await app.db.execute<{ status: string }>(
      sql`SELECT status FROM user_presence WHERE user_id = ${userId}`,
    );
    return rows[0]?.status;
  };
  const until = async (check: () => Promise<boolean>, what: string) => {
    for (let tries = 0; !(await check()); tries++) {
      if (tries > 100) throw new Error(`never: ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('keeps a person online while a socket of theirs is open on another instance', async () => {
    const other = await startTestApp({}, { databaseUrl: app.databaseUrl });
    try {
      const person = await signUpUser(app);
      const here = await openSocket(app.baseUrl, person.http.cookieHeader);
      const there = await openSocket(other.baseUrl, person.http.cookieHeader, other.baseUrl);
      await until(async () => (await statusOf(person.id)) === 'online', 'online');
      // Their last socket on this instance closes: the other instance still holds one.
      here.close();
      await until(async () => {
        const { rows } = await app.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM presence_sockets WHERE user_id = ${person.id}`,
        );
        return rows[0]!.n === 1;
      }, 'this instance forgets its socket');
      await new Promise((r) => setTimeout(r, 200));
      expect(await statusOf(person.id)).toBe('online');
      // The last one anywhere closes: offline.
      there.close();
      await until(async () => (await statusOf(person.id)) === 'offline', 'offline');
    } finally {
      await other.close();
    }
  });

  it('does not count the sockets of an instance that stopped refreshing them', async () => {
    const person = await signUpUser(app);
    const s = await openSocket(app.baseUrl, person.http.cookieHeader);
    await until(async () => (await statusOf(person.id)) === 'online', 'online');
    // An instance that died holding a socket of theirs, last seen two minutes ago.
    await app.db.execute(
      sql`INSERT INTO presence_sockets (instance_id, user_id, seen_at)
          VALUES (gen_random_uuid(), ${person.id}, now() - interval '2 minutes')`,
    );
    s.close();
    await until(async () => (await statusOf(person.id)) === 'offline', 'offline');
  });
});

describe('two server processes on one PostgreSQL', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.send('stop');
  });

  it('delivers a change committed through process A to a socket on process B', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/support/portal-process.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: app.databaseUrl,
        APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        OWNER_EMAIL: OWNER.email,
        OWNER_PASSWORD: OWNER.password,
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    const urlB = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child!.stdout! }).on(
        'line',
        (l) => l.startsWith('PORTAL_READY ') && resolve(l.slice(13).trim()),
      );
      child!.once('exit', (code) => reject(new Error(`process B exited ${code}`)));
    });
    const a = await signUpUser(app);
    const project = await buildProject(a.http);
    // The same session cookie works on B: sessions live in PostgreSQL.
    const onB = await openSocket(urlB, a.http.cookieHeader, urlB);
    await onB.subscribe('projects');
    await onB.subscribe('notifications');
    await admin.http.post(`/api/projects/${project.id}/reject`, {});
    await onB.waitFor((m) => m.type === 'change' && m.table === 'projects' && m.id === project.id);
    await onB.waitFor((m) => m.type === 'change' && m.table === 'notifications');
    onB.close();
  }, 60_000);
});

describe('sockets end with their session', () => {
  it('closes a deactivated user’s socket at once', async () => {
    const user = await signUpUser(app);
    const s = await openSocket(app.baseUrl, user.http.cookieHeader);
    const closed = new Promise<number>((resolve) => s.ws.once('close', (code) => resolve(code)));
    await admin.http.post(`/api/users/${user.id}/deactivate`, {});
    expect(await closed).toBe(4401);
  });

  it('closes, at the next session check, the sockets of a signed-out or expired session only', async () => {
    const user = await signUpUser(app);
    const other = app.client();
    await other.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const third = app.client();
    await third.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const leaving = await openSocket(app.baseUrl, user.http.cookieHeader);
    const expiring = await openSocket(app.baseUrl, other.cookieHeader);
    const staying = await openSocket(app.baseUrl, third.cookieHeader);
    const codes = [leaving, expiring, staying].map(
      (s) => new Promise<number>((resolve) => s.ws.once('close', (code) => resolve(code))),
    );
    expect((await user.http.post('/api/auth/sign-out', {})).status).toBe(200);
    const token = decodeURIComponent(other.cookieHeader.match(/session_token=([^.;]+)/)![1]!);
    await app.db.execute(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token = '${token}'`,
    );
    await app.server.realtime.checkSessions();
    expect(await codes[0]).toBe(4401);
    expect(await codes[1]).toBe(4401);
    await new Promise((r) => setTimeout(r, 200));
    expect(staying.ws.readyState).toBe(staying.ws.OPEN);
    const rows = await app.db.execute<{ status: string }>(
      `SELECT status FROM user_presence WHERE user_id = '${user.id}'`,
    );
    expect(rows.rows[0]?.status).toBe('online');
    staying.close();
    expect(await codes[2]).not.toBe(4401);
  });
});

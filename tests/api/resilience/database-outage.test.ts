import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from '../../../src/server/db/embedded';
import { startServer, type RunningServer } from '../../../src/server/server';
import { translator } from '../../../src/server/lib/i18n';
import { HttpClient } from '../../support/http-client';
import { openSocket } from '../../support/realtime-client';

/**
 * PostgreSQL stopped under a running portal, then started again: the portal answers 503 with a
 * clear message quickly (never a hang, never a crash), /api/health says so, and it recovers by
 * itself, with no restart. The test owns its PostgreSQL (the shared one must not stop).
 */
let dir: string;
let pgPort: number;
let database: EmbeddedServer;
let server: RunningServer;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

const startDatabase = () =>
  startEmbeddedPostgres(path.join(dir, 'pg'), { database: 'websy_outage', port: pgPort });

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  dir = mkdtempSync(path.join(os.tmpdir(), 'websy-outage-'));
  if (process.getuid?.() === 0) chmodSync(dir, 0o777);
  pgPort = await freePort();
  database = await startDatabase();
  server = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url(),
      DATA_DIR: path.join(dir, 'data'),
      APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      OWNER_EMAIL: 'owner@outage.test',
      OWNER_PASSWORD: 'owner-password-1',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SIGN_IN_MAX: '1000',
      RATE_LIMIT_MAX: '10000',
      RATE_LIMIT_WRITES_MAX: '1000000',
      // The background jobs keep running through the outage: they must not bring the process down.
      JOBS_ENABLED: 'true',
    }),
  );
}, 180_000);

afterAll(async () => {
  await server?.close({ drainMs: 1000 });
  await database?.stop().catch(() => undefined);
  process.off('unhandledRejection', onUnhandled);
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function timed<T>(fn: () => Promise<T>) {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

/** The address the server saw the connection arrive on: null over a Unix socket. */
async function serverAddress(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ at: string | null }>('SELECT inet_server_addr()::text AS at')).rows[0]!.at;
  } finally {
    await client.end();
  }
}

/** The server's durability settings, as PostgreSQL reports them. */
async function durability(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes') ORDER BY name`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  it('is reached over its Unix socket, and still over loopback TCP for tools', async () => {
    expect(await serverAddress(database.url())).toBeNull();
    expect(await serverAddress(database.tcpUrl())).toBe('127.0.0.1/32');
  });

  it("keeps PostgreSQL's durable defaults; only the tests' throw-away cluster turns them off", async () => {
    expect(await durability(database.url())).toEqual({
      fsync: 'on',
      full_page_writes: 'on',
      synchronous_commit: 'on',
    });
    expect(await durability(inject('pgAdminUrl'))).toEqual({
      fsync: 'off',
      full_page_writes: 'off',
      synchronous_commit: 'off',
    });
  });
});

describe('PostgreSQL stopped and started again under a running portal', () => {
  it('answers 503 with a clear message quickly, reports it in /api/health, and recovers by itself', async () => {
    const client = new HttpClient(server.url);
    const signUp = await client.post('/api/auth/sign-up/email', {
      email: 'outage-client@example.com',
      password: 'client-password-1',
      name: 'Cliente',
    });
    expect(signUp.status).toBe(200);
    expect((await client.post('/api/projects', { name: 'Antes del corte' })).status).toBe(201);
    const before = await openSocket(server.url, client.cookieHeader);

    await database.stop();

    // Every kind of request: a read, a write, in Spanish and in English, each answered in seconds.
    for (const lang of ['es', 'en', 'pt'] as const) {
      const http = new HttpClient(server.url, { language: lang });
      const cookie = { cookie: client.cookieHeader };
      const read = await timed(() => http.get('/api/me', cookie));
      expect(read.value.status).toBe(503);
      expect(read.value.json.error).toEqual({
        code: 'CONNECTION',
        message: translator(lang)('api:codes.CONNECTION'),
        details: expect.anything(),
      });
      expect(read.ms).toBeLessThan(6000);
      const write = await timed(() =>
        http.post('/api/projects', { name: `Durante el corte ${lang}` }, cookie),
      );
      expect(write.value.status).toBe(503);
      expect(write.value.json.error.code).toBe('CONNECTION');
      expect(write.ms).toBeLessThan(6000);
    }
    expect(translator('es')('api:codes.CONNECTION')).toBe(
      'No se puede conectar con la base de datos. Inténtalo de nuevo en unos momentos.',
    );

    const health = await timed(() => fetch(`${server.url}/api/health`));
    expect(health.value.status).toBe(503);
    expect(await health.value.json()).toEqual({ status: 'degraded', database: false });
    expect(health.ms).toBeLessThan(6000);

    // A socket cannot be opened while the sessions cannot be checked: 503, not a signed-out 401.
    await expect(openSocket(server.url, client.cookieHeader)).rejects.toThrow('refused: 503');
    // The one already open stays up meanwhile.
    expect(before.ws.readyState).toBe(before.ws.OPEN);

    // A few seconds of outage with the jobs and the change listener failing in the background.
    await new Promise((r) => setTimeout(r, 3000));
    database = await startDatabase();

    const recovered = await timed(async () => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const res = await fetch(`${server.url}/api/health`).catch(() => null);
        if (res?.status === 200) return res.json();
        if (Date.now() > deadline) throw new Error('the portal did not recover within 30 s');
        await new Promise((r) => setTimeout(r, 250));
      }
    });
    expect(recovered.value).toEqual({ status: 'ok', database: true });

    expect((await client.get('/api/me')).status).toBe(200);
    const after = await client.post('/api/projects', { name: 'Después del corte' });
    expect(after.status).toBe(201);

    // Sockets connect again and changes flow again (the change listener reconnected by itself).
    const socket = await openSocket(server.url, client.cookieHeader);
    await socket.subscribe('projects');
    const deadline = Date.now() + 20_000;
    let seen = false;
    while (!seen && Date.now() < deadline) {
      const res = await client.post('/api/projects', { name: `Cambio ${Date.now()}` });
      expect(res.status).toBe(201);
      seen = await socket
        .waitFor((m) => m.table === 'projects' && m.id === res.json.project.id, 2000)
        .then(() => true)
        .catch(() => false);
    }
    expect(seen).toBe(true);
    socket.close();
    before.close();
    expect(unhandled).toEqual([]);
  }, 120_000);
});

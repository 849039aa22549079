import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { translator } from '../../../src/server/lib/i18n';
import { startServer, type RunningServer } from '../../../src/server/server';
import { HttpClient } from '../../support/http-client';
import { startStallingProxy, type StallingProxy } from '../../support/stalling-proxy';
import { cloneDatabase } from '../../support/test-app';

/**
 * PostgreSQL hung under a running portal (decision 0051): it accepts connections and bytes and answers
 * nothing, as a hung server or a network that swallows packets does. A proxy between the portal
 * and the test PostgreSQL stalls on demand. Every request is answered 503 CONNECTION within the
 * request deadline (2 s here), /api/health says the database is down, no connection is left
 * waiting on the hung database, and once it answers again the next requests are served.
 */
const DEADLINE_MS = 2000;
/** Answered by the deadline, not by some later timeout: well before three deadlines. */
const BOUND_MS = 3 * DEADLINE_MS;
const USER = { email: 'stall-client@example.com', password: 'client-password-1', name: 'Cliente' };

let proxy: StallingProxy;
let server: RunningServer;
let dataDir: string;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  const databaseUrl = new URL(await cloneDatabase());
  proxy = await startStallingProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port) });
  databaseUrl.host = `${proxy.host}:${proxy.port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'websy-stall-'));
  server = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      OWNER_EMAIL: 'owner@stall.test',
      OWNER_PASSWORD: 'owner-password-1',
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: '4',
      RATE_LIMIT_SIGN_IN_MAX: '1000',
      RATE_LIMIT_MAX: '10000',
      RATE_LIMIT_WRITES_MAX: '1000000',
      JOBS_ENABLED: 'false',
      REQUEST_DEADLINE_SECONDS: String(DEADLINE_MS / 1000),
    }),
  );
}, 60_000);

afterAll(async () => {
  await proxy?.resume();
  await server?.close({ drainMs: 1000 });
  await proxy?.close();
  process.off('unhandledRejection', onUnhandled);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** One request, given up (failing the test) if unanswered within BOUND_MS; with its duration. */
async function call(
  method: string,
  route: string,
  { cookie, lang = 'es', body }: { cookie?: string; lang?: string; body?: unknown } = {},
) {
  const started = performance.now();
  const response = await fetch(server.url + route, {
    method,
    headers: {
      origin: server.url,
      'accept-language': lang,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(BOUND_MS),
  }).catch((error: unknown) => {
    throw new Error(`${method} ${route}: no answer within ${BOUND_MS} ms`, { cause: error });
  });
  const json = (await response.json()) as { error?: { code: string } } & Record<string, unknown>;
  return { status: response.status, json, ms: performance.now() - started };
}

/** Waits (up to BOUND_MS) for `check` to hold; returns whether it did. */
async function eventually(check: () => boolean) {
  const deadline = Date.now() + BOUND_MS;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return check();
}

describe('PostgreSQL hung (not stopped) under a running portal', () => {
  it('answers 503 CONNECTION within the deadline, gives the hung connections up, and serves again once it answers', async () => {
    const client = new HttpClient(server.url);
    expect((await client.post('/api/auth/sign-up/email', USER)).status).toBe(200);
    expect((await client.post('/api/projects', { name: 'Antes del cuelgue' })).status).toBe(201);
    const cookie = client.cookieHeader;
    const pool = server.deps.db.$client;

    proxy.stall();

    // A read, a write and a sign-in, in two languages, each answered with the outage's own error.
    const answers = await Promise.all(
      (['es', 'en'] as const).map(async (lang) => ({
        lang,
        read: await call('GET', '/api/me', { cookie, lang }),
        write: await call('POST', '/api/projects', { cookie, lang, body: { name: `Durante ${lang}` } }),
        signIn: await call('POST', '/api/auth/sign-in/email', {
          lang,
          body: { email: USER.email, password: USER.password },
        }),
      })),
    );
    for (const { lang, read, write, signIn } of answers) {
      for (const answer of [read, write, signIn]) {
        expect(answer.status).toBe(503);
        expect(answer.json.error).toEqual({
          code: 'CONNECTION',
          message: translator(lang)('api:codes.CONNECTION'),
          details: { sqlState: '08006' },
        });
        expect(answer.ms).toBeLessThan(BOUND_MS);
      }
    }

    // More requests at once than the pool has connections: the ones waiting for a connection are
    // answered within the deadline too.
    const burst = await Promise.all(
      Array.from({ length: 14 }, () => call('GET', '/api/projects', { cookie })),
    );
    for (const answer of burst) {
      expect(answer.status).toBe(503);
      expect(answer.json.error?.code).toBe('CONNECTION');
    }

    const health = await call('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.json).toEqual({ status: 'degraded', database: false });

    // No connection is kept waiting on the hung database behind the answers: each one a request
    // was waiting on is given up (closed), and nothing waits for a connection.
    const released = await eventually(
      () => proxy.waiting() === 0 && pool.waitingCount === 0 && pool.idleCount === pool.totalCount,
    );
    expect({
      heldOnTheWire: proxy.waiting(),
      checkedOut: pool.totalCount - pool.idleCount,
      waitingForOne: pool.waitingCount,
    }).toEqual({ heldOnTheWire: 0, checkedOut: 0, waitingForOne: 0 });
    expect(released).toBe(true);

    proxy.resume();

    // The very next requests are served, by the same process: the pool recovered by itself.
    const me = await call('GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect((await call('POST', '/api/projects', { cookie, body: { name: 'Después' } })).status).toBe(201);
    const signIn = await call('POST', '/api/auth/sign-in/email', {
      body: { email: USER.email, password: USER.password },
    });
    expect(signIn.status).toBe(200);
    const healthy = await call('GET', '/api/health');
    expect(healthy.json).toEqual({ status: 'ok', database: true });
    const projects = await call('GET', '/api/projects', { cookie });
    expect(projects.status).toBe(200);
    expect(JSON.stringify(projects.json)).toContain('Después');
    expect(JSON.stringify(projects.json)).not.toContain('Durante');
    expect(unhandled).toEqual([]);
  }, 90_000);

  it('bounds the whole request, not each wait: a database slower than the deadline allows gets 503 too', async () => {
    const client = new HttpClient(server.url);
    const signUp = await client.post('/api/auth/sign-up/email', {
      ...USER,
      email: 'slow-client@example.com',
    });
    expect(signUp.status).toBe(200);
    const cookie = client.cookieHeader;
    // Each answer comes within the pool's own wait, but a request takes several in turn.
    proxy.slow(DEADLINE_MS * 0.75);
    try {
      const read = await call('GET', '/api/projects', { cookie });
      expect(read.status).toBe(503);
      expect(read.json.error?.code).toBe('CONNECTION');
      expect(read.ms).toBeLessThan(BOUND_MS);
    } finally {
      proxy.resume();
    }
    expect((await call('GET', '/api/projects', { cookie })).status).toBe(200);
    expect(unhandled).toEqual([]);
  }, 60_000);
});

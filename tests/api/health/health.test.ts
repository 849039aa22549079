import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';

/**
 * GET /api/health, as a load balancer calls it: no session, no Origin. The database turned away
 * here refuses new connections and loses the open ones (the whole server stopped or hung is
 * tests/api/resilience).
 */
let app: TestApp;
let databaseName: string;
beforeAll(async () => {
  app = await startTestApp();
  databaseName = new URL(app.databaseUrl).pathname.slice(1);
});
afterAll(async () => {
  await allowConnections(true);
  await app?.close();
});

/** Runs statements as the test PostgreSQL's administrator, from outside the portal's pool. */
async function asAdministrator(statements: string[]) {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function allowConnections(allowed: boolean) {
  await asAdministrator([
    `ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS ${allowed}`,
    ...(allowed
      ? []
      : [
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = '${databaseName}' AND pid <> pg_backend_pid()`,
        ]),
  ]);
}

const health = () => fetch(`${app.baseUrl}/api/health`);

describe('GET /api/health', () => {
  it('answers 200 with the database reachable, to a caller with no session or origin', async () => {
    const res = await health();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.json()).toEqual({ status: 'ok', database: true });
  });

  it('answers 503 degraded while the database turns the portal away, and 200 again after', async () => {
    await allowConnections(false);
    try {
      const down = await health();
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'degraded', database: false });
    } finally {
      await allowConnections(true);
    }
    let up = await health();
    for (let tries = 0; up.status !== 200 && tries < 50; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      up = await health();
    }
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: 'ok', database: true });
  });
});

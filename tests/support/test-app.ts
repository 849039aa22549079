import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { currentSnapshot } from '../../src/server/realtime/database-snapshot';
import { startServer } from '../../src/server/server';
import { startFakeGithub } from './fake-github';
import { HttpClient } from './http-client';
import { startMailCatcher } from './mail-catcher';

export const OWNER = { email: 'owner@websy.test', password: 'owner-password-1' };

function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Clones the migrated template into a database of this test file's own. */
export async function cloneDatabase(): Promise<string> {
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  } finally {
    await admin.end();
  }
  return withDatabase(inject('pgAdminUrl'), name);
}

/**
 * A real portal server on a free loopback port over a fresh database (or over `databaseUrl`,
 * another test app's, to run a second instance of the portal on it), with a real SMTP server
 * catching its mail and a fake GitHub answering its provider calls (and serving the web build in
 * `webRoot` when given).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  { databaseUrl: shared, ...options }: { webRoot?: string; databaseUrl?: string } = {},
) {
  const databaseUrl = shared ?? (await cloneDatabase());
  const mail = await startMailCatcher();
  const github = await startFakeGithub();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'websy-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    SMTP_URL: mail.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_SIGN_IN_MAX: '1000',
    // Cheap password hashes: a sign-up or sign-in costs no scrypt of note (decision 0048).
    PASSWORD_HASH_COST: '4',
    RATE_LIMIT_MAX: '10000',
    RATE_LIMIT_WRITES_MAX: '1000000',
    JOBS_ENABLED: 'false',
    // Tests read their own writes at once; the cache has its own test with an interval.
    CONSOLE_CACHE_SECONDS: '0',
    GITHUB_API_URL: github.url,
    GITHUB_OAUTH_URL: github.url,
    ...env,
  });
  const server = await startServer(config, options);
  const baseUrl = server.url;
  return {
    baseUrl,
    databaseUrl,
    server,
    mail,
    github,
    db: server.deps.db,
    client: (opts?: ConstructorParameters<typeof HttpClient>[1]) => new HttpClient(baseUrl, opts),
    async close() {
      await server.close();
      await mail.close();
      await github.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

let counter = 0;
/** Registers a client through the real sign-up endpoint and returns its signed-in HTTP client. */
export async function signUpUser(
  app: TestApp,
  overrides: { email?: string; password?: string; name?: string } = {},
) {
  counter += 1;
  const email = overrides.email ?? `client${counter}-${randomUUID().slice(0, 8)}@example.com`;
  const password = overrides.password ?? 'client-password-1';
  const name = overrides.name ?? `Cliente ${counter}`;
  const http = app.client();
  const res = await http.post('/api/auth/sign-up/email', { email, password, name });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { http, id: res.json.user.id as string, email, password, name };
}

export async function signInOwner(app: TestApp) {
  const http = app.client();
  const res = await http.post('/api/auth/sign-in/email', OWNER);
  if (res.status !== 200) throw new Error(`owner sign-in failed: ${res.status} ${res.text}`);
  return { http, id: res.json.user.id as string };
}

/**
 * Today as the database sees it ('YYYY-MM-DD'): the calendar the server's date rules (overdue
 * invoices, monthly series) run on, whatever the time zone of the machine or of the PostgreSQL
 * server. Tests date their rows from this, never from the test process's clock. With `timeZone`,
 * today in that zone, for the rules that read a person's words ("mañana") in the asker's zone: the
 * two differ for an hour or more around midnight.
 */
export async function databaseToday(app: TestApp, timeZone?: string): Promise<string> {
  const { rows } = await app.db.execute<{ day: string }>(
    timeZone
      ? sql`SELECT to_char((now() AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day`
      : sql`SELECT to_char(current_date, 'YYYY-MM-DD') AS day`,
  );
  return rows[0]!.day;
}

/** The database's current snapshot, as a page signed in takes it before reading its data. */
export async function databaseSnapshot(app: TestApp): Promise<string> {
  return currentSnapshot(app.db);
}

/** A 'YYYY-MM-DD' day moved by a number of days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { bootstrapOwner } from '../../../src/server/bootstrap-owner';
import { createDatabase } from '../../../src/server/db/client';
import { migrationsFolder } from '../../../src/server/db/migrate';
import { SCHEDULES, startJobs } from '../../../src/server/jobs/job-runner';
import { users } from '../../../src/server/db/schema/users';
import { startFakeS3, type FakeS3 } from '../../support/fake-s3';
import { HttpClient } from '../../support/http-client';
import { startRedis, type TestRedis } from '../../support/redis-server';
import { startTestApp, type TestApp } from '../../support/test-app';

const OWNER = { email: 'owner@first-boot.test', password: 'owner-password-1' };
const SECRET = 'first-boot-secret-first-boot-secret-0123456789';

interface Portal {
  child: ChildProcess;
  url: string;
}

const children: ChildProcess[] = [];
let s3: FakeS3 | undefined;
let redis: TestRedis | undefined;
let app: TestApp | undefined;

/** One instance in a process of its own, configured as a cluster member (decision 0051). */
function startPortal(databaseUrl: string, store: FakeS3, relay: TestRedis): Promise<Portal> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../../support/portal-process.ts')],
    {
      env: {
        ...process.env,
        CLUSTER: 'true',
        DATABASE_URL: databaseUrl,
        APP_SECRET: SECRET,
        OWNER_EMAIL: OWNER.email,
        OWNER_PASSWORD: OWNER.password,
        S3_ENDPOINT: store.url,
        S3_BUCKET: store.bucket,
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test',
        REDIS_URL: relay.url,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      detached: true,
    },
  );
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<Portal>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('PORTAL_READY '))
        resolve({ child, url: line.slice('PORTAL_READY '.length).trim() });
    });
    child.once('exit', (code) => reject(new Error(`portal exited with ${code}:\n${stderr.slice(-2000)}`)));
  });
}

async function stopPortal(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, 15_000);
  await exited;
  clearTimeout(timer);
}

afterAll(async () => {
  await Promise.all(children.map(stopPortal));
  await s3?.close();
  await redis?.close();
  await app?.close();
}, 60_000);

describe('two instances booting at once on an empty database', () => {
  it('both come up, migrate once, create one owner, and share sign-ins', async () => {
    const name = `first_boot_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const adminUrl = inject('pgAdminUrl');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      // Truly empty: not the migrated template, nothing of the portal's (or pg-boss') yet.
      const before = await db.query(
        "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
      );
      expect(before.rows[0].n).toBe(0);

      s3 = await startFakeS3();
      redis = await startRedis();
      const started = await Promise.allSettled([
        startPortal(databaseUrl, s3, redis),
        startPortal(databaseUrl, s3, redis),
      ]);
      const failures = started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(failures).toEqual([]);
      const [a, b] = started.map((r) => (r as PromiseFulfilledResult<Portal>).value) as [Portal, Portal];
      expect(a.url).not.toBe(b.url);

      for (const portal of [a, b]) {
        const health = await new HttpClient(portal.url).get('/api/health');
        expect(health.status).toBe(200);
        expect(health.json).toMatchObject({ status: 'ok' });
      }

      // Every migration applied exactly once.
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const migrations = await db.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(migrations.rows[0].n).toBe(journal.entries.length);

      // One owner, one password.
      const users = await db.query('SELECT id, email, role FROM users');
      expect(users.rows).toEqual([{ id: expect.any(String), email: OWNER.email, role: 'admin' }]);
      const credentials = await db.query(
        "SELECT count(*)::int AS n FROM accounts WHERE provider_id = 'credential' AND user_id = $1",
        [users.rows[0].id],
      );
      expect(credentials.rows[0].n).toBe(1);

      // The owner signs in through either instance, and a session made on one works on the other.
      for (const [here, there] of [
        [a, b],
        [b, a],
      ] as const) {
        const http = new HttpClient(here.url);
        const signIn = await http.post('/api/auth/sign-in/email', OWNER);
        expect(signIn.status).toBe(200);
        expect(signIn.json.user.id).toBe(users.rows[0].id);
        const me = await new HttpClient(there.url).get('/api/me', { cookie: http.cookieHeader });
        expect(me.status).toBe(200);
        expect(me.json.user).toMatchObject({ email: OWNER.email, role: 'admin' });
      }
    } finally {
      await db.end();
    }
  }, 180_000);
});

describe('the owner decided by two instances at the same instant', () => {
  it('is created by one; the other finds it and leaves it alone', async () => {
    app = await startTestApp();
    const { auth } = app.server.deps;
    // Two instances: a pool each, connected before they decide (so neither waits for a handshake).
    const instances = [createDatabase(app.databaseUrl, 2), createDatabase(app.databaseUrl, 2)];
    try {
      await Promise.all(instances.map(({ db }) => db.execute(sql`SELECT 1`)));
      // A database whose admin is gone: both instances see none and both would create the owner.
      await app.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
      const owner = { email: 'second-owner@first-boot.test' };
      const results = await Promise.all(instances.map(({ db }) => bootstrapOwner(db, auth, owner)));

      const created = results.filter((r) => r !== null);
      expect(created).toEqual([{ email: owner.email, created: true, generatedPassword: expect.any(String) }]);
      expect(await app.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'))).toEqual([
        { email: owner.email },
      ]);
      // The password printed by the instance that created the owner is the one that works.
      const signIn = await app
        .client()
        .post('/api/auth/sign-in/email', { email: owner.email, password: created[0]!.generatedPassword });
      expect(signIn.status).toBe(200);
    } finally {
      await Promise.all(instances.map(({ pool }) => pool.end()));
    }
  });
});

describe('the background jobs set up by two instances at the same instant', () => {
  it('both start: one creates the queues and schedules, the other finds them', async () => {
    app ??= await startTestApp();
    const { db, mailer, logger, baseURL, files } = app.server.deps;
    // The test app runs no jobs: its database has no job queue yet.
    const deps = {
      databaseUrl: app.databaseUrl,
      db,
      mailer,
      logger,
      baseURL,
      files,
      agencyName: 'Websy',
      webhooks: app.server.deps.webhooks,
      outbound: app.server.deps.config.outbound,
      pagespeed: app.server.deps.config.integrations.pagespeed,
    };
    const started = await Promise.allSettled([startJobs(deps), startJobs(deps)]);
    await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
    expect(started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []))).toEqual([]);
    const { rows } = await db.execute<{ name: string }>(sql`SELECT name FROM pgboss.schedule ORDER BY name`);
    expect(rows.map((r) => r.name)).toEqual(Object.keys(SCHEDULES).sort());
  });
});

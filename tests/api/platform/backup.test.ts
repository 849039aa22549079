import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { restoreBackup } from '../../../src/server/backup/restore-backup';
import { writeBackup } from '../../../src/server/backup/write-backup';
import { codeMigrations, createBookkeeping, applyMigrations } from '../../../src/server/backup/migrations';
import { buildPhase, buildProject, buildTask } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/** A new, empty database on the test server (no schema at all, as on an empty data folder). */
async function emptyDatabase(): Promise<string> {
  const name = `r_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(inject('pgAdminUrl'));
  u.pathname = `/${name}`;
  return u.toString();
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Per table of the app's schemas: its row count and an md5 over every row, in a fixed order. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ t: string }>(
      `SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS t FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND n.nspname IN ('public', 'drizzle') ORDER BY 1`,
    );
    const out: Record<string, string> = {};
    for (const { t } of tables) {
      const { rows } = await client.query<{ n: string; h: string | null }>(
        `SELECT count(*)::text AS n, md5(string_agg(x.j, E'\\n' ORDER BY x.j)) AS h
           FROM (SELECT row_to_json(r)::text AS j FROM ${t} r) x`,
      );
      out[t] = `${rows[0]!.n}:${rows[0]!.h ?? ''}`;
    }
    return out;
  });
}

function filesUnder(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      out[path.relative(dir, full)] = readFileSync(full).toString('base64');
    }
  }
  return out;
}

describe('backups (docs/product.md#security)', () => {
  let app: TestApp;
  let work: string;
  let backupFile: string;
  const SECRET = 'generated-secret-generated-secret-0123456789';
  const BYTES = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

  beforeAll(async () => {
    app = await startTestApp();
    work = mkdtempSync(path.join(os.tmpdir(), 'websy-backup-test-'));
    const admin = await signInOwner(app);
    const client = await signUpUser(app, { name: 'Cliente Ñandú' });
    const project = await buildProject(client.http, { technologies: ['React', 'Ñ "comillas"', 'a,b'] });
    const phase = await buildPhase(admin.http, project.id, { name: 'Diseño' });
    const task = await buildTask(admin.http, project.id, { title: 'Maqueta', phase_id: phase.id });
    expect(
      (await client.http.post(`/api/tasks/${task.id}/comments`, { comment: '¿Para cuándo?\nGracias' }))
        .status,
    ).toBe(201);
    const upload = await fetch(`${app.baseUrl}/api/projects/${project.id}/files`, {
      method: 'POST',
      headers: {
        cookie: client.http.cookieHeader,
        origin: app.baseUrl,
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent('notas año.txt'),
      },
      body: Buffer.from('Hola, equipo ñandú\n'),
    });
    expect(upload.status).toBe(201);
    expect(
      (await client.http.post('/api/auth/two-factor/enable', { password: client.password })).status,
    ).toBe(200);
    // Binary, identity and timestamp values the HTTP API has no direct door for.
    await withClient(app.databaseUrl, async (db) => {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO editor_documents (project_id, title, ydoc, created_at) VALUES ($1, 'Doc', $2, '2026-01-02T03:04:05.123456+00')
         RETURNING id`,
        [project.id, BYTES],
      );
      await db.query(
        'INSERT INTO editor_document_updates (document_id, "update") VALUES ($1, $2), ($1, $3)',
        [rows[0]!.id, BYTES, Buffer.alloc(0)],
      );
    });
    backupFile = path.join(work, 'full.websy.gz');
    writeFileSync(path.join(work, 'app-secret'), SECRET);
    const summary = await writeBackup({
      databaseUrl: app.databaseUrl,
      uploadsDir: app.server.deps.config.uploadsDir,
      secretFile: path.join(work, 'app-secret'),
      out: backupFile,
    });
    expect(summary.files).toBe(1);
    expect(summary.rows).toBeGreaterThan(10);
  });
  afterAll(async () => {
    await app?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('restores every table row for row and every file byte for byte into an empty database and folder', async () => {
    const target = await emptyDatabase();
    const uploads = path.join(work, 'restored-uploads');
    const secretFile = path.join(work, 'restored-data', 'app-secret');
    const summary = await restoreBackup({
      databaseUrl: target,
      file: backupFile,
      uploadsDir: uploads,
      secretFile,
    });
    expect(summary.migrationsApplied).toBe(0);
    // The generated secret comes back with the data it encrypted (two-step sign-in secrets).
    expect(readFileSync(secretFile, 'utf8')).toBe(SECRET);
    const before = await fingerprint(app.databaseUrl);
    const after = await fingerprint(target);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(after).toEqual(before);
    for (const t of [
      'public.users',
      'public.projects',
      'public.tasks',
      'public.notifications',
      'public.two_factors',
      'public.editor_document_updates',
      'public.project_files',
    ]) {
      expect(Number(before[t]?.split(':')[0]), t).toBeGreaterThan(0);
    }
    expect(filesUnder(uploads)).toEqual(filesUnder(app.server.deps.config.uploadsDir));
    expect(Object.keys(filesUnder(uploads))).toHaveLength(1);
    // Sequences follow the data: a new identity row does not collide.
    await withClient(target, async (db) => {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO editor_document_updates (document_id, "update") SELECT id, '\\x00' FROM editor_documents LIMIT 1 RETURNING id::text`,
      );
      expect(Number(rows[0]!.id)).toBe(3);
      const bytes = await db.query<{ ydoc: Buffer }>('SELECT ydoc FROM editor_documents');
      expect(bytes.rows[0]!.ydoc.equals(BYTES)).toBe(true);
    });
  });

  it('refuses a database that already holds data unless forced', async () => {
    await expect(
      restoreBackup({ databaseUrl: app.databaseUrl, file: backupFile, uploadsDir: undefined }),
    ).rejects.toThrow(/ya tiene datos.*--force/);
    const target = await emptyDatabase();
    await restoreBackup({ databaseUrl: target, file: backupFile, uploadsDir: undefined });
    await withClient(target, (db) => db.query(`UPDATE projects SET name = 'cambiado'`));
    await restoreBackup({ databaseUrl: target, file: backupFile, uploadsDir: undefined, force: true });
    expect(await fingerprint(target)).toEqual(await fingerprint(app.databaseUrl));
  });

  it('refuses a backup from a newer version of the code, touching nothing', async () => {
    const target = await emptyDatabase();
    const older = codeMigrations().slice(0, -1);
    await expect(
      restoreBackup({ databaseUrl: target, file: backupFile, uploadsDir: undefined, migrations: older }),
    ).rejects.toThrow(/más nueva que esta/);
    expect(await fingerprint(target)).toEqual({});
  });

  it('refuses a truncated or corrupted file with a clear message and leaves nothing half-written', async () => {
    const whole = readFileSync(backupFile);
    const truncated = path.join(work, 'truncated.websy.gz');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.8)));
    const corrupted = path.join(work, 'corrupted.websy.gz');
    const flipped = Buffer.from(whole);
    flipped[Math.floor(flipped.length * 0.6)]! ^= 0xff;
    writeFileSync(corrupted, flipped);
    for (const file of [truncated, corrupted]) {
      const target = await emptyDatabase();
      const uploads = path.join(work, `uploads-${path.basename(file)}`);
      await expect(restoreBackup({ databaseUrl: target, file, uploadsDir: uploads })).rejects.toThrow(
        /dañada|incompleta/,
      );
      expect(await fingerprint(target)).toEqual({});
      expect(existsSync(uploads)).toBe(false);
      expect(readdirSync(work).filter((f) => f.includes('.restoring-'))).toEqual([]);
    }
    await expect(
      restoreBackup({
        databaseUrl: await emptyDatabase(),
        file: path.join(work, 'missing.gz'),
        uploadsDir: undefined,
      }),
    ).rejects.toThrow(/No existe/);
  });

  it('restores a backup taken at an older schema level, then applies the newer migrations', async () => {
    const all = codeMigrations();
    const old = await emptyDatabase();
    await withClient(old, async (db) => {
      await db.query('BEGIN');
      await createBookkeeping(db);
      await applyMigrations(db, all.slice(0, -2), { record: true });
      await db.query(`INSERT INTO users (full_name, email) VALUES ('Antigua', 'antigua@example.com')`);
      await db.query('COMMIT');
    });
    const file = path.join(work, 'old.websy.gz');
    await writeBackup({ databaseUrl: old, uploadsDir: undefined, out: file });
    const target = await emptyDatabase();
    const summary = await restoreBackup({ databaseUrl: target, file, uploadsDir: undefined });
    expect(summary.migrationsApplied).toBe(2);
    await withClient(target, async (db) => {
      const migrations = await db.query('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at');
      expect(migrations.rows.map((r: { hash: string }) => r.hash)).toEqual(all.map((m) => m.hash));
      const users = await db.query(`SELECT full_name FROM users WHERE email = 'antigua@example.com'`);
      expect(users.rows).toEqual([{ full_name: 'Antigua' }]);
    });
  });
});

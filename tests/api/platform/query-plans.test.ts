import { count, desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, type Caller } from '../../../src/server/db/client';
import { projects } from '../../../src/server/db/schema/projects';
import { users } from '../../../src/server/db/schema/users';
import { projectFilters } from '../../../src/server/modules/projects/list-projects';
import { signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * The project list's owner filter (row-level security) and its search run on indexes: with
 * 100,000 projects of 1,000 users, no sequential scan of projects.
 */
let app: TestApp;
let client: Caller;

beforeAll(async () => {
  app = await startTestApp();
  const user = await signUpUser(app);
  client = { id: user.id, role: 'user' };
  // Bulk load on a connection of its own: 100,000 rows take longer than the portal's pool lets one
  // query wait (the request deadline), and the per-row limit check is the API's business, not
  // this fixture's.
  const bulk = new pg.Client({ connectionString: app.databaseUrl });
  await bulk.connect();
  try {
    await bulk.query(`
      INSERT INTO users (email, full_name)
      SELECT 'bulk' || g || '@example.com', 'Bulk ' || g FROM generate_series(0, 999) g`);
    await bulk.query('ALTER TABLE projects DISABLE TRIGGER projects_enforce_limit');
    await bulk.query(`
      INSERT INTO projects (name, description, technologies, created_by, user_id, created_at)
      SELECT 'Proyecto ' || g, 'Descripción del proyecto número ' || g || CASE WHEN g % 97 = 0 THEN ' con pasarela de pago' ELSE '' END,
             ARRAY['React', 'Node.js'], u.id, u.id, now() - (g || ' minutes')::interval
        FROM generate_series(1, 100000) g
        JOIN LATERAL (SELECT id FROM users WHERE email = 'bulk' || (g % 1000) || '@example.com') u ON true`);
    await bulk.query('ALTER TABLE projects ENABLE TRIGGER projects_enforce_limit');
    await app.db
      .insert(projects)
      .values(
        Array.from({ length: 30 }, (_, i) => ({ name: `Mío ${i}`, createdBy: client.id, userId: client.id })),
      );
    await bulk.query('ANALYZE projects');
  } finally {
    await bulk.end();
  }
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function plan(caller: Caller, search?: string): Promise<string> {
  return asCaller(app.db, caller, async (tx) => {
    const where = projectFilters({ search });
    const page = tx
      .select({ project: projects, owner: users.fullName })
      .from(projects)
      .leftJoin(users, eq(users.id, projects.createdBy))
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(10)
      .toSQL();
    const total = tx.select({ total: count() }).from(projects).where(where).toSQL();
    const lines: string[] = [];
    for (const q of [page, total]) {
      const explained = await tx.execute<{ 'QUERY PLAN': string }>(
        sql.raw(
          `EXPLAIN ${q.sql.replace(/\$(\d+)/g, (_m, i: string) => `'${String(q.params[Number(i) - 1]).replace(/'/g, "''")}'`)}`,
        ),
      );
      lines.push(...explained.rows.map((r) => r['QUERY PLAN']));
    }
    if (process.env.SHOW_PLANS) console.log(lines.join('\n'));
    return lines.join('\n');
  });
}

describe('project list query plans over 100,000 projects', () => {
  it('uses an index for a client’s own projects (row-level security filter)', async () => {
    const text = await plan(client);
    expect(text).not.toMatch(/Seq Scan on projects/);
    expect(text).toMatch(/Index Cond: \(created_by = /);
  });

  it('uses the trigram indexes for a search across all projects (admin)', async () => {
    const admin: Caller = { id: client.id, role: 'admin' };
    const text = await plan(admin, 'pasarela');
    expect(text).not.toMatch(/Seq Scan on projects/);
    expect(text).toMatch(/trgm_idx/);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, type Caller } from '../../../src/server/db/client';
import { signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * Migration 0033: a client reading their own person row (the owner of their project, the author
 * of their comment) does not compute the set of people they share a project with; a collaborator's
 * row still needs it and is still readable, a stranger's is not.
 */
let app: TestApp;
let client: Caller;
let collaborator: string;
let stranger: string;
beforeAll(async () => {
  app = await startTestApp();
  client = { id: (await signUpUser(app)).id, role: 'user' };
  collaborator = (await signUpUser(app)).id;
  stranger = (await signUpUser(app)).id;
  const [project] = (
    await app.db.execute<{ id: string }>(
      sql`INSERT INTO projects (name, created_by, user_id) VALUES ('Compartido', ${client.id}, ${client.id}) RETURNING id`,
    )
  ).rows;
  await app.db.execute(
    sql`INSERT INTO project_members (project_id, user_id, kind, added_by) VALUES (${project!.id}, ${collaborator}, 'client', ${client.id})`,
  );
});
afterAll(async () => {
  await app?.close();
});

/** The plan of reading one person row as the client, as PostgreSQL ran it, and what it returned. */
async function read(id: string) {
  return asCaller(app.db, client, async (tx) => {
    const text = `SELECT id FROM users WHERE id = '${id}'`;
    const plan = await tx.execute<{ 'QUERY PLAN': string }>(
      sql.raw(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${text}`),
    );
    const rows = await tx.execute<{ id: string }>(sql.raw(text));
    return { plan: plan.rows.map((r) => r['QUERY PLAN']).join('\n'), ids: rows.rows.map((r) => r.id) };
  });
}

/** The peers' set: the one set-returning call in the users policies. */
const peersSet = (plan: string) => plan.split('\n').find((line) => line.includes('ProjectSet')) ?? '';

describe('users_select_peers', () => {
  it("leaves the peers' set uncomputed for the client's own row", async () => {
    const own = await read(client.id);
    expect(own.ids).toEqual([client.id]);
    expect(peersSet(own.plan)).toContain('never executed');
  });

  it("computes it for a collaborator's row, and still hides a stranger", async () => {
    const peer = await read(collaborator);
    expect(peer.ids).toEqual([collaborator]);
    expect(peersSet(peer.plan)).not.toContain('never executed');
    expect((await read(stranger)).ids).toEqual([]);
  });
});

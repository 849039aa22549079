/**
 * Accounts of the realtime benchmark: agency admins and clients, each client owning one approved
 * project, each account with a session whose cookie is signed with the auth library's own
 * function (signing 4,000 accounts in would time scrypt, not the relay). The portal checks the
 * first cookie through `GET /api/me` before anything is measured.
 */
import { randomBytes } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import type pg from 'pg';

export interface BenchAccounts {
  adminCookies: string[];
  clients: { cookie: string; project: string }[];
}

async function mint(db: pg.Client, secret: string, userIds: string[]): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(24).toString('base64url'));
  await db.query(
    `INSERT INTO sessions (user_id, token, expires_at)
     SELECT u, t, now() + interval '1 day' FROM unnest($1::uuid[], $2::text[]) AS s(u, t)`,
    [userIds, tokens],
  );
  return Promise.all(
    tokens.map(
      async (token) =>
        `better-auth.session_token=${encodeURIComponent(`${token}.${await makeSignature(token, secret)}`)}`,
    ),
  );
}

export async function createAccounts(
  db: pg.Client,
  secret: string,
  counts: { admins: number; clients: number },
): Promise<BenchAccounts> {
  const made = await db.query<{ id: string; role: string }>(
    `INSERT INTO users (email, full_name, role)
     SELECT CASE WHEN g <= $1::int THEN 'admin' ELSE 'client' END || g || '@bench.test', 'U' || g,
            CASE WHEN g <= $1::int THEN 'admin' ELSE 'user' END
       FROM generate_series(1, $1::int + $2::int) g
     RETURNING id, role`,
    [counts.admins, counts.clients],
  );
  const admins = made.rows.filter((u) => u.role === 'admin').map((u) => u.id);
  const clients = made.rows.filter((u) => u.role === 'user').map((u) => u.id);
  const projects = await db.query<{ id: string; owner: string }>(
    `INSERT INTO projects (name, created_by, user_id, approval_status)
     SELECT 'P ' || u, u, u, 'approved' FROM unnest($1::uuid[]) AS u
     RETURNING id, created_by AS owner`,
    [clients],
  );
  const projectOf = new Map(projects.rows.map((p) => [p.owner, p.id]));
  const clientCookies = await mint(db, secret, clients);
  return {
    adminCookies: await mint(db, secret, admins),
    clients: clients.map((id, i) => ({ cookie: clientCookies[i]!, project: projectOf.get(id)! })),
  };
}

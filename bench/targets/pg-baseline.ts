/**
 * Benchmark target 2: the SQL of `GET /api/me` through node-postgres directly, behind a bare
 * node:http server: the six statements the portal sent before decision 0013 (captured from its pg
 * client), kept as the reference the portal is measured against (bench/README.md):
 *   1-2. the auth library's session lookup: the session by token, then its user;
 *   3-6. the handler: BEGIN; SET LOCAL role (websy_app or websy_admin), app.user_id, app.role
 *        and statement_timeout, in one SELECT set_config(…) as `asCaller` does;
 *        SELECT … FROM users WHERE id = $1; COMMIT.
 * Same pool size as the portal (10). Prints `BENCH_READY <url>`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { DB_ROLES } from '../../src/server/db/client';
import { isRealAvatar } from '../../src/shared/domain/profile';
import { answerParent } from './ipc';

const COOKIE = 'better-auth.session_token';
const USER_COLUMNS =
  'id, email, email_verified, full_name, avatar_url, role, banned, ban_reason, ban_expires, two_factor_enabled, created_at, updated_at';
const SESSION_SQL =
  'SELECT id, user_id, token, expires_at, ip_address, user_agent, impersonated_by, created_at, updated_at FROM sessions WHERE token = $1';
const USER_SQL = `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`;
const AS_CALLER_SQL =
  "SELECT set_config('role', $1, true), set_config('app.user_id', $2, true), set_config('app.role', $3, true), set_config('statement_timeout', $4, true)";

interface UserRow {
  id: string;
  email: string;
  full_name: string;
  avatar_url: string | null;
  role: 'admin' | 'user';
  banned: boolean;
  two_factor_enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, idleTimeoutMillis: 30_000 });

/** The session token is the cookie value before its signature (`token.signature`). */
function tokenFrom(cookieHeader: string | undefined): string | null {
  const pair = cookieHeader?.split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`));
  if (!pair) return null;
  const value = decodeURIComponent(pair.slice(COOKIE.length + 1));
  const dot = value.lastIndexOf('.');
  return dot > 0 ? value.slice(0, dot) : null;
}

async function getMe(token: string) {
  const session = (await pool.query<{ user_id: string; expires_at: Date }>(SESSION_SQL, [token])).rows[0];
  if (!session || session.expires_at.getTime() < Date.now()) return null;
  const authUser = (await pool.query<UserRow>(USER_SQL, [session.user_id])).rows[0];
  if (!authUser || authUser.banned) return null;

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const role = authUser.role === 'admin' ? 'admin' : 'user';
    await client.query(AS_CALLER_SQL, [DB_ROLES[role], authUser.id, role, '0']);
    const row = (await client.query<UserRow>(USER_SQL, [authUser.id])).rows[0];
    await client.query('COMMIT');
    return row ?? null;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const server = http.createServer((req, res) => {
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method !== 'GET' || req.url !== '/api/me') return reply(404, { error: { code: 'NOT_FOUND' } });
  const token = tokenFrom(req.headers.cookie);
  if (!token) return reply(401, { error: { code: 'UNAUTHENTICATED' } });
  getMe(token).then(
    (row) =>
      row
        ? reply(200, {
            user: {
              id: row.id,
              email: row.email,
              full_name: row.full_name,
              name: row.full_name,
              avatar_url: row.avatar_url,
              avatar: row.avatar_url,
              has_real_avatar: isRealAvatar(row.avatar_url),
              role: row.role,
              two_factor_enabled: row.two_factor_enabled,
              created_at: row.created_at.toISOString(),
              updated_at: row.updated_at.toISOString(),
            },
          })
        : reply(401, { error: { code: 'UNAUTHENTICATED' } }),
    () => reply(500, { error: { code: 'INTERNAL' } }),
  );
});

server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`BENCH_READY http://127.0.0.1:${port}\n`);
});

const stop = async () => {
  server.closeAllConnections();
  server.close();
  await pool.end();
  process.exit(0);
};
answerParent(stop);

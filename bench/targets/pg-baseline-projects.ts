/**
 * Benchmark target: the SQL of `GET /api/projects` (a page of 10 with exact count, optionally a
 * search) as the portal sent it before decision 0013, through node-postgres directly behind a bare
 * node:http server: the session lookup (session, user), then in one transaction under the
 * caller's plain role the page query and the count query, as `listProjects` does, one statement
 * after the other. Prints `BENCH_READY <url>`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { answerParent } from './ipc';

const COOKIE = 'better-auth.session_token';
const ROLES = { user: 'websy_app', admin: 'websy_admin' } as const;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, idleTimeoutMillis: 30_000 });

function tokenFrom(cookieHeader: string | undefined): string | null {
  const pair = cookieHeader?.split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`));
  if (!pair) return null;
  const value = decodeURIComponent(pair.slice(COOKIE.length + 1));
  const dot = value.lastIndexOf('.');
  return dot > 0 ? value.slice(0, dot) : null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function listProjects(token: string, search: string | null, page: number, limit: number) {
  const session = (
    await pool.query<{ user_id: string; expires_at: Date }>(
      'SELECT id, user_id, token, expires_at FROM sessions WHERE token = $1',
      [token],
    )
  ).rows[0];
  if (!session || session.expires_at.getTime() < Date.now()) return null;
  const user = (
    await pool.query<{ id: string; role: 'admin' | 'user'; banned: boolean }>(
      'SELECT id, email, full_name, role, banned FROM users WHERE id = $1',
      [session.user_id],
    )
  ).rows[0];
  if (!user || user.banned) return null;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      "SELECT set_config('role', $1, true), set_config('app.user_id', $2, true), set_config('app.role', $3, true), set_config('statement_timeout', '0', true)",
      [ROLES[user.role], user.id, user.role],
    );
    const where = search ? 'WHERE (p.name ILIKE $1 OR p.description ILIKE $1)' : '';
    const params = search ? [`%${escapeLike(search)}%`] : [];
    const rows = (
      await client.query(
        `SELECT p.*, u.id AS owner_id, u.full_name AS owner_name, u.email AS owner_email
         FROM projects p LEFT JOIN users u ON u.id = p.created_by ${where}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
        params,
      )
    ).rows;
    const total = Number(
      (await client.query(`SELECT count(*) AS n FROM projects p ${where}`, params)).rows[0].n,
    );
    await client.query('COMMIT');
    return {
      projects: rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        technologies: r.technologies,
        status: r.status,
        approval_status: r.approval_status,
        progress: r.progress,
        created_at: r.created_at.toISOString(),
        owner: { id: r.owner_id, full_name: r.owner_name, email: r.owner_email },
      })),
      total,
      page,
      limit,
      totalPages: Math.ceil(total / limit),
    };
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
  const url = new URL(req.url ?? '/', 'http://x');
  if (req.method !== 'GET' || url.pathname !== '/api/projects') return reply(404, {});
  const token = tokenFrom(req.headers.cookie);
  if (!token) return reply(401, {});
  listProjects(
    token,
    url.searchParams.get('search'),
    Number(url.searchParams.get('page') ?? 1),
    Number(url.searchParams.get('limit') ?? 10),
  ).then(
    (body) => (body ? reply(200, body) : reply(401, {})),
    () => reply(500, {}),
  );
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`BENCH_READY http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
const stop = async () => {
  server.closeAllConnections();
  server.close();
  await pool.end();
  process.exit(0);
};
answerParent(stop);

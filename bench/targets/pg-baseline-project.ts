/**
 * Benchmark target: the floor for `GET /api/projects/{id}`. A bare node:http server answering one
 * indexed select by id and owner through a `pg` pool (10, as the portal's), the owner given in
 * BENCH_OWNER_ID: no session, no transaction, no role. Prints `BENCH_READY <url>`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { answerParent } from './ipc';

const OWNER = process.env.BENCH_OWNER_ID;
if (!OWNER) throw new Error('BENCH_OWNER_ID is required');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, idleTimeoutMillis: 30_000 });
const SQL = 'SELECT * FROM projects WHERE id = $1 AND created_by = $2';
const PATH = /^\/api\/projects\/([0-9a-f-]{36})$/;

const server = http.createServer((req, res) => {
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const id = req.method === 'GET' ? PATH.exec(req.url ?? '')?.[1] : undefined;
  if (!id) return reply(404, { error: { code: 'NOT_FOUND' } });
  pool.query(SQL, [id, OWNER]).then(
    ({ rows: [row] }) => (row ? reply(200, { project: row }) : reply(404, { error: { code: 'NOT_FOUND' } })),
    () => reply(500, { error: { code: 'INTERNAL' } }),
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

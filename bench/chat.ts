/**
 * Chat benchmark (`npm run bench:chat`, part of `npm run bench`; the decision 0017 goal: p95 send→peers
 * ≤ 100 ms with 500 members' sockets on one project).
 *
 * One project with its owner, 20 client collaborators (the most a project takes) and 479 agency
 * admins, each with one socket following chat_messages as the browser does: 500 members' sockets.
 * One more client with a project of their own has a socket too and must receive nothing. Sessions
 * are minted with the auth library's own cookie signature (bench/realtime-setup.ts). Then
 * BENCH_CHAT_MESSAGES messages (default 200) are sent through `POST …/chat/messages`, in turn by
 * the owner and the collaborators, BENCH_CHAT_RATE per second (default 20). Per message, the time
 * from the start of the send request to the arrival of its change at each other member's socket;
 * p50/p95/max over every delivery. Exits non-zero when a delivery is missing, one reached the
 * outsider, or p95 is over the goal.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { REALTIME_PATH } from '../src/shared/realtime';
import { start, stop } from './lib';
import { fmt } from './measure';
import { createAccounts } from './realtime-setup';

const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 200);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 20);
const GOAL_P95_MS = 100;

interface Socket {
  ws: WebSocket;
  /** Message id → when its change arrived (ms, performance clock). */
  arrivals: Map<string, number>;
}

async function openSocket(url: string, cookie: string): Promise<Socket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${REALTIME_PATH}`, {
    headers: { cookie, origin: url },
  });
  const arrivals = new Map<string, number>();
  const subscribed = new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      const now = performance.now();
      const message = JSON.parse(String(data)) as {
        type: string;
        table?: string;
        id?: string;
        changes?: { table: string; id: string }[];
      };
      if (message.type === 'welcome') ws.send(JSON.stringify({ type: 'subscribe', table: 'chat_messages' }));
      if (message.type === 'subscribed') resolve();
      const changes =
        message.type === 'changes' ? message.changes! : message.type === 'change' ? [message] : [];
      for (const c of changes)
        if (c.table === 'chat_messages' && !arrivals.has(c.id!)) arrivals.set(c.id!, now);
    });
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
  });
  await subscribed;
  return { ws, arrivals };
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'websy-bench-chat-'));
  if (process.getuid?.() === 0) chmodSync(dir, 0o777);
  const database = await startEmbeddedPostgres(path.join(dir, 'pg'), { database: 'websy_bench' });
  const secret = randomBytes(32).toString('hex');
  const portal = start('bench/targets/portal.ts', {
    DATABASE_URL: database.url(),
    APP_SECRET: secret,
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_WRITES_MAX: '1000000',
  });
  const db = new pg.Client({ connectionString: database.url() });
  const sockets: Socket[] = [];
  let failed = false;
  try {
    const url = await portal.url;
    await db.connect();
    const accounts = await createAccounts(db, secret, { admins: 479, clients: 22 });
    const [owner, outsider, ...others] = accounts.clients;
    const collaborators = others.slice(0, 20);
    const { rows } = await db.query<{ id: string }>(
      'SELECT created_by AS id FROM projects WHERE id = ANY($1::uuid[])',
      [collaborators.map((c) => c.project)],
    );
    await db.query(
      `INSERT INTO project_members (project_id, user_id, kind)
       SELECT $1::uuid, u, 'client' FROM unnest($2::uuid[]) AS u`,
      [owner!.project, rows.map((r) => r.id)],
    );
    const senders = [owner!, ...collaborators];
    const memberCookies = [...accounts.adminCookies, ...senders.map((s) => s.cookie)];
    for (let i = 0; i < memberCookies.length; i += 50) {
      sockets.push(...(await Promise.all(memberCookies.slice(i, i + 50).map((c) => openSocket(url, c)))));
    }
    const outsiderSocket = await openSocket(url, outsider!.cookie);
    console.log(`chat: ${sockets.length} members' sockets on one project, ${MESSAGES} messages at ${RATE}/s`);

    const sent: { id: string; at: number; by: number }[] = [];
    const gap = 1000 / RATE;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: MESSAGES }, async (_, i) => {
        await new Promise((r) => setTimeout(r, Math.max(0, started + i * gap - performance.now())));
        const by = i % senders.length;
        const at = performance.now();
        const res = await fetch(`${url}/api/projects/${owner!.project}/chat/messages`, {
          method: 'POST',
          headers: { cookie: senders[by]!.cookie, origin: url, 'content-type': 'application/json' },
          body: JSON.stringify({ body: `Mensaje ${i} del bench` }),
        });
        if (res.status !== 201) throw new Error(`send ${i}: ${res.status} ${await res.text()}`);
        const { message } = (await res.json()) as { message: { id: string } };
        sent.push({ id: message.id, at, by: accounts.adminCookies.length + by });
      }),
    );
    await new Promise((r) => setTimeout(r, 2000));

    const delays: number[] = [];
    let missing = 0;
    for (const m of sent) {
      sockets.forEach((s, index) => {
        if (index === m.by) return;
        const arrived = s.arrivals.get(m.id);
        if (arrived === undefined) missing += 1;
        else delays.push(arrived - m.at);
      });
    }
    delays.sort((a, b) => a - b);
    const foreign = outsiderSocket.arrivals.size;
    const p95 = percentile(delays, 0.95);
    console.log('deliveries  p50 ms  p95 ms  max ms  missing  to outsider');
    console.log(
      [
        fmt(delays.length).padStart(10),
        fmt(percentile(delays, 0.5), 1).padStart(6),
        fmt(p95, 1).padStart(6),
        fmt(delays.at(-1)!, 1).padStart(6),
        String(missing).padStart(7),
        String(foreign).padStart(11),
      ].join('  '),
    );
    console.log(`goal: p95 send→peers ≤ ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}`);
    failed = missing > 0 || foreign > 0 || p95 > GOAL_P95_MS;
    outsiderSocket.ws.terminate();
  } finally {
    for (const s of sockets) s.ws.terminate();
    await db.end().catch(() => undefined);
    await stop(portal.child);
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();

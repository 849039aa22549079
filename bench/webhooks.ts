/**
 * Webhook benchmark (`npm run bench:webhooks`): changes write their events through the outbox
 * (`enqueue_webhook_event` in the change's transaction), then the portal's sender delivers them,
 * signed, to a local receiver (a plain node:http server answering 200) on the embedded PostgreSQL.
 * Prints events written per second, deliveries per second, and the time from a commit to the
 * receiver for single events (the sender woken by the outbox's NOTIFY, not a poll).
 * BENCH_WEBHOOK_EVENTS (default 3000) events; BENCH_WEBHOOK_CONCURRENCY (default: the sender's).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { asCaller } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { SENDER_CONCURRENCY, startWebhookSender } from '../src/server/jobs/webhook-sender';
import { recordWebhookEvent } from '../src/server/modules/webhooks/record-webhook-event';
import { startServer } from '../src/server/server';
import { inProcessConfig } from './lib';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_WEBHOOK_CONCURRENCY ?? SENDER_CONCURRENCY);
const WRITERS = 20;

const dir = mkdtempSync(path.join(os.tmpdir(), 'websy-bench-webhooks-'));
if (process.getuid?.() === 0) chmodSync(dir, 0o777);
const embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
let received = 0;
let onReceived: (() => void) | undefined;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received += 1;
    onReceived?.();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

try {
  const config = inProcessConfig(embedded.url(), dir, { WEBHOOK_ALLOW_PRIVATE: '1' });
  const server = await startServer(config);
  const { db, webhooks, mailer, logger } = server.deps;
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: config.ownerEmail, password: config.ownerPassword }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const ownerId = ((await signIn.json()) as { user: { id: string } }).user.id;
  const created = await fetch(`${server.url}/api/webhooks/endpoints`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify({ url: receiverUrl, events: ['comment.created'] }),
  });
  if (created.status !== 201) throw new Error(`endpoint: ${created.status} ${await created.text()}`);
  const owner = { id: ownerId, role: 'admin' as const };
  const record = { id: 'c0ffee00-0000-4000-8000-000000000000', content: 'Una revisión más', replies: [] };
  const enqueue = () => asCaller(db, owner, (tx) => recordWebhookEvent(tx, 'comment.created', record));

  // 1. Events written through the outbox, one transaction per change, WRITERS at a time.
  let next = 0;
  let started = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < EVENTS) {
        next += 1;
        await enqueue();
      }
    }),
  );
  const writeSeconds = (performance.now() - started) / 1000;

  // 2. The backlog delivered by one sender.
  const all = new Promise<void>((resolve) => {
    onReceived = () => received >= EVENTS && resolve();
  });
  started = performance.now();
  const sender = await startWebhookSender({
    databaseUrl: embedded.url(),
    db,
    webhooks,
    mailer,
    logger,
    baseURL: server.url,
    outbound: config.outbound,
    concurrency: CONCURRENCY,
  });
  await all;
  const sendSeconds = (performance.now() - started) / 1000;
  const { rows } = await db.execute<{ n: string }>(
    sql`SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'succeeded'`,
  );
  // Recorded by the time the receiver answered the last one, or a moment after.
  await new Promise((r) => setTimeout(r, 500));

  // 3. Commit to receiver, one event at a time.
  const latencies: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const before = received;
    const arrived = new Promise<void>((resolve) => {
      onReceived = () => received > before && resolve();
    });
    const t = performance.now();
    await enqueue();
    await arrived;
    latencies.push(performance.now() - t);
  }
  latencies.sort((a, b) => a - b);
  await sender.stop();
  await server.close();
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(1);
  console.log(
    [
      `events written through the outbox: ${EVENTS} in ${writeSeconds.toFixed(2)} s = ${(EVENTS / writeSeconds).toFixed(0)} events/s (${WRITERS} writers)`,
      `deliveries (signed POST, 200, recorded): ${EVENTS} in ${sendSeconds.toFixed(2)} s = ${(EVENTS / sendSeconds).toFixed(0)} deliveries/s (sender concurrency ${CONCURRENCY}; ${rows[0]!.n} recorded as succeeded when the last arrived)`,
      `commit → receiver, single events: p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
    ].join('\n'),
  );
} finally {
  receiver.close();
  await embedded.stop();
  rmSync(dir, { recursive: true, force: true });
}

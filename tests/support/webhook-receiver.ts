import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the receiver got. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A webhook receiver on loopback (a plain node:http server): keeps every request and answers
 * with `respond`'s status and body (200 by default); `respond` returning 'hang' keeps the request
 * open without an answer.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let respond: (request: ReceivedWebhook) => { status: number; body?: string } | 'hang' = () => ({
    status: 200,
  });
  const hanging = new Set<ServerResponse>();
  const waiters: Array<() => void> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      received.push(request);
      waiters.splice(0).forEach((w) => w());
      const answer = respond(request);
      if (answer === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body ?? '{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(fn: typeof respond) {
      respond = fn;
    },
    /** Waits until `count` requests (in all) have come. */
    async waitForCount(count: number, timeoutMs = 15_000): Promise<ReceivedWebhook[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`receiver got ${received.length} of ${count} requests`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 100);
        });
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** Signatures older or newer than this are refused (the Standard Webhooks' suggested tolerance). */
const TOLERANCE_SECONDS = 5 * 60;

/**
 * The receiver's check, written from the Standard Webhooks specification with node:crypto alone
 * (not the library the portal signs with): the secret is base64 after `whsec_`; the signed
 * content is `${webhook-id}.${webhook-timestamp}.${body}`; `webhook-signature` holds
 * space-separated `v1,<base64 HMAC-SHA256>` entries, one of which must match; the timestamp
 * must be within the tolerance of now.
 */
export function verifyStandardWebhook(secret: string, request: ReceivedWebhook, now = Date.now()): boolean {
  const id = request.headers['webhook-id'];
  const timestamp = request.headers['webhook-timestamp'];
  const signatures = request.headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (!/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  if (!secret.startsWith('whsec_')) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

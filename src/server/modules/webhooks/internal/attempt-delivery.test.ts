import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { OutboundRefused } from '../../../lib/outbound-http';
import { attemptDelivery, failureOf } from './attempt-delivery';

const SECRET = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;

describe('an attempt’s failure in the words of the log', () => {
  it('names refusals, timeouts, TLS and connection failures', () => {
    expect(failureOf(new OutboundRefused('private_address'))).toBe('private_address');
    expect(failureOf(Object.assign(new Error('t'), { name: 'TimeoutError' }))).toBe('timeout');
    expect(failureOf(Object.assign(new Error('h'), { code: 'UND_ERR_HEADERS_TIMEOUT' }))).toBe('timeout');
    expect(
      failureOf(
        new Error('x', { cause: Object.assign(new Error('c'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }) }),
      ),
    ).toBe('tls');
    expect(failureOf(Object.assign(new Error('r'), { code: 'ECONNREFUSED' }))).toBe('connection');
  });
});

describe('one attempt', () => {
  it('posts the signed body, treats a redirect as a failure and keeps the first KiB of the answer', async () => {
    let status = 200;
    const seen: Array<{ headers: Record<string, string | string[] | undefined>; body: string }> = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ headers: req.headers, body });
        res
          .writeHead(status, status === 302 ? { location: 'http://127.0.0.1:1/' } : {})
          .end('x'.repeat(5000));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const request = {
        url,
        eventId: 'evt_0123456789abcdef0123456789abcdef',
        body: '{"a":1}',
        secret: SECRET,
      };
      const ok = await attemptDelivery(request, { allowPrivate: true }, 'Websy-Webhooks/1.0');
      expect(ok).toMatchObject({ ok: true, responseStatus: 200, error: null });
      expect(ok.responseBody).toHaveLength(1024);
      const headers = seen[0]!.headers as Record<string, string>;
      expect(() => new Webhook(SECRET).verify(seen[0]!.body, headers)).not.toThrow();
      status = 302;
      expect(await attemptDelivery(request, { allowPrivate: true }, 'Websy-Webhooks/1.0')).toMatchObject({
        ok: false,
        responseStatus: 302,
      });
      expect(seen).toHaveLength(2);
      expect(await attemptDelivery({ ...request, secret: null }, { allowPrivate: true }, 'x')).toMatchObject({
        ok: false,
        error: 'secret_unreadable',
      });
      expect(await attemptDelivery(request, { allowPrivate: false }, 'x')).toMatchObject({
        ok: false,
        error: 'private_address',
        responseStatus: null,
      });
      expect(seen).toHaveLength(2);
    } finally {
      server.close();
    }
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, OutboundRefused, resolveTarget, sendOutbound } from './outbound-http';

describe('isPublicAddress', () => {
  it.each([
    ['93.184.216.34', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.9', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:93.184.216.34', true],
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('resolveTarget', () => {
  it('refuses what is not http(s)', async () => {
    await expect(resolveTarget('ftp://example.com', { allowPrivate: true })).rejects.toMatchObject({
      reason: 'invalid_url',
    });
    await expect(resolveTarget('no es una url', { allowPrivate: true })).rejects.toBeInstanceOf(
      OutboundRefused,
    );
  });
  it('refuses loopback and link-local literals unless private addresses are allowed', async () => {
    for (const url of ['http://127.0.0.1/', 'http://[::1]:8080/', 'http://169.254.169.254/latest']) {
      await expect(resolveTarget(url, { allowPrivate: false })).rejects.toMatchObject({
        reason: 'private_address',
      });
    }
    await expect(resolveTarget('http://127.0.0.1/', { allowPrivate: true })).resolves.toMatchObject({
      address: '127.0.0.1',
      family: 4,
    });
  });
  it('refuses a name that resolves to loopback', async () => {
    await expect(resolveTarget('http://localhost:9/', { allowPrivate: false })).rejects.toMatchObject({
      reason: 'private_address',
    });
  });
});

describe('sendOutbound against a local server', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/redirect') {
        res.writeHead(302, { location: '/elsewhere' }).end();
      } else if (req.url === '/slow') {
        setTimeout(() => res.end('late'), 2_000);
      } else {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(10_000));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers with the status, the latency and the start of the body', async () => {
    const res = await sendOutbound(`${base}/`, { allowPrivate: true }, { maxBodyBytes: 100 });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(100);
    expect(res.latencyMs).toBeGreaterThanOrEqual(0);
    expect(res.address).toBe('127.0.0.1');
  });
  it('never follows a redirect', async () => {
    const res = await sendOutbound(`${base}/redirect`, { allowPrivate: true });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/elsewhere');
  });
  it('gives up at the timeout', async () => {
    await expect(sendOutbound(`${base}/slow`, { allowPrivate: true }, { timeoutMs: 200 })).rejects.toThrow();
  });
  it('does not connect at all when private addresses are not allowed', async () => {
    await expect(sendOutbound(`${base}/`, { allowPrivate: false })).rejects.toMatchObject({
      reason: 'private_address',
    });
  });
});

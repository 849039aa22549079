import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressJson } from './compress-json';

const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `proyecto ${i}` })) };

function app() {
  return new Hono()
    .use('*', compressJson({ threshold: 1024 }))
    .get('/big', (c) => c.json(big, 200, { 'set-cookie': 'a=1' }))
    .get('/small', (c) => c.json({ ok: true }))
    .get('/text', (c) => c.text('x'.repeat(4096)))
    .get('/events', (c) =>
      streamSSE(c, async (stream) => {
        await stream.writeSSE({ data: 'x'.repeat(4096) });
      }),
    );
}

describe('compressJson', () => {
  it('compresses JSON of at least the threshold with brotli, else gzip, and keeps the headers', async () => {
    const br = await app().request('/big', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('set-cookie')).toBe('a=1');
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get('content-length')).toBe(String(bytes.length));
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(big);

    const gz = await app().request('/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
  });

  it('sends identity when nothing is accepted, and small JSON as it is, both marked Vary', async () => {
    const plain = await app().request('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual(big);
    const small = await app().request('/small', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    expect(await small.json()).toEqual({ ok: true });
  });

  it('never touches event streams, WebSocket upgrades, HEAD or other types', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const events = await app().request('/events', { headers });
    expect(events.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(events.headers.get('content-encoding')).toBeNull();
    expect(await events.text()).toContain('data: xxx');
    const upgrade = await app().request('/big', { headers: { ...headers, upgrade: 'websocket' } });
    expect(upgrade.headers.get('content-encoding')).toBeNull();
    const head = await app().request('/big', { method: 'HEAD', headers });
    expect(head.headers.get('content-encoding')).toBeNull();
    const text = await app().request('/text', { headers });
    expect(text.headers.get('content-encoding')).toBeNull();
  });
});

import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLAB_MAX_PAYLOAD_BYTES, COLLAB_MESSAGE_LIMIT } from '../../../src/server/collab/collab-server';
import {
  REALTIME_MAX_PAYLOAD_BYTES,
  REALTIME_MESSAGE_LIMIT,
} from '../../../src/server/realtime/realtime-server';
import { REALTIME_PATH } from '../../../src/shared/realtime';
import { COLLAB_PATH } from '../../../src/shared/schemas/documents';
import { openSocket } from '../../support/realtime-client';
import { signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * Hostile input over every WebSocket endpoint of the portal (the realtime relay, the shared
 * documents' Hocuspocus): malformed and binary frames, oversized frames, floods, upgrades without
 * a session. The offending socket is closed with the code that says why; the server stays up and
 * every other socket keeps working.
 */
let app: TestApp;
let cookie: string;
let bystander: Awaited<ReturnType<typeof openSocket>>;

beforeAll(async () => {
  app = await startTestApp();
  const user = await signUpUser(app);
  cookie = user.http.cookieHeader;
  bystander = await openSocket(app.baseUrl, cookie);
});
afterAll(async () => {
  bystander?.close();
  await app?.close();
});

const wsUrl = (path: string) => `${app.baseUrl.replace(/^http/, 'ws')}${path}`;

async function connect(path: string, headers: Record<string, string> = { cookie, origin: app.baseUrl }) {
  const ws = new WebSocket(wsUrl(path), { headers });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  ws.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
  });
  return { ws, closed };
}

/** The refused upgrade's HTTP status. */
async function refusal(path: string, headers: Record<string, string>) {
  return connect(path, headers).then(
    () => 'opened',
    (error: Error) => error.message,
  );
}

/** The server still answers, and a socket opened before the attack still relays. */
async function stillServing() {
  expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
  expect(bystander.ws.readyState).toBe(WebSocket.OPEN);
  await bystander.subscribe('projects', crypto.randomUUID());
}

const within = <T>(promise: Promise<T>, ms = 10_000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the socket was not closed')), ms)),
  ]);

describe.each([
  ['realtime', REALTIME_PATH],
  ['collaboration', COLLAB_PATH],
])('%s endpoint: upgrades', (_name, path) => {
  it('refuses an upgrade without a session, with a foreign or no origin, or with a forged cookie', async () => {
    expect(await refusal(path, { origin: app.baseUrl })).toBe('refused: 401');
    expect(
      await refusal(path, { origin: app.baseUrl, cookie: 'better-auth.session_token=forged.value' }),
    ).toBe('refused: 401');
    expect(await refusal(path, { cookie, origin: 'https://evil.example' })).toBe('refused: 403');
    expect(await refusal(path, { cookie })).toBe('refused: 403');
    await stillServing();
  });
});

describe('any other path', () => {
  it('is refused with 404', async () => {
    expect(await refusal('/api/websocket', { cookie, origin: app.baseUrl })).toBe('refused: 404');
    await stillServing();
  });
});

describe('realtime endpoint: hostile frames', () => {
  it('closes a socket sending text that is not JSON with 1007', async () => {
    const { ws, closed } = await connect(REALTIME_PATH);
    ws.send('{"type":"subscribe", "table": ');
    expect(await within(closed)).toBe(1007);
    await stillServing();
  });

  it('closes a socket sending binary garbage with 1003', async () => {
    const { ws, closed } = await connect(REALTIME_PATH);
    ws.send(randomBytes(512));
    expect(await within(closed)).toBe(1003);
    await stillServing();
  });

  it('closes a socket sending text that is not UTF-8 with 1007', async () => {
    const { ws, closed } = await connect(REALTIME_PATH);
    // A masked text frame (mask 0) whose two bytes are not UTF-8: the client library would not
    // build it, so it goes onto the socket as it is.
    (ws as unknown as { _socket: { write: (b: Buffer) => void } })._socket.write(
      Buffer.from([0x81, 0x82, 0, 0, 0, 0, 0xc3, 0x28]),
    );
    expect(await within(closed)).toBe(1007);
    await stillServing();
  });

  it('closes a socket sending a frame over the limit with 1009', async () => {
    const { ws, closed } = await connect(REALTIME_PATH);
    ws.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(REALTIME_MAX_PAYLOAD_BYTES) }));
    expect(await within(closed)).toBe(1009);
    await stillServing();
  });

  it('answers a well-formed but unknown message, and keeps the socket', async () => {
    const socket = await openSocket(app.baseUrl, cookie);
    socket.ws.send(JSON.stringify({ type: 'subscribe', table: 'pg_authid' }));
    await socket.waitFor((m) => m.type === 'error' && m.code === 'BAD_REQUEST');
    await socket.subscribe('notifications');
    socket.close();
  });

  it('closes a flooding socket with 1008', async () => {
    const { ws, closed } = await connect(REALTIME_PATH);
    for (let i = 0; i < REALTIME_MESSAGE_LIMIT.points * 3; i++) ws.send('{"type":"ping"}');
    expect(await within(closed)).toBe(1008);
    await stillServing();
  });

  it('lets a socket send within the limit', async () => {
    const socket = await openSocket(app.baseUrl, cookie);
    for (let i = 0; i < REALTIME_MESSAGE_LIMIT.points / 2; i++) socket.ws.send('{"type":"ping"}');
    await socket.subscribe('projects');
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });
});

describe('collaboration endpoint: hostile frames', () => {
  it('closes a socket sending binary garbage, and stays up', async () => {
    const { ws, closed } = await connect(COLLAB_PATH);
    for (let i = 0; i < 20; i++) ws.send(randomBytes(64 + i * 37));
    ws.send('not a Yjs message');
    // Hocuspocus reads the first bytes as a document's name, refuses it (4401) or cannot decode it.
    expect([4401, 1002, 1007, 1008]).toContain(await within(closed, 20_000));
    await stillServing();
  });

  it('closes a socket sending a frame over the limit with 1009 (no uncaught error)', async () => {
    const { ws, closed } = await connect(COLLAB_PATH);
    ws.send(Buffer.alloc(COLLAB_MAX_PAYLOAD_BYTES + 1024));
    expect(await within(closed, 20_000)).toBe(1009);
    await stillServing();
  });

  it('closes a flooding socket with 1008', async () => {
    const { ws, closed } = await connect(COLLAB_PATH);
    // Awareness-sized messages for a document name: cheap for the server to look at.
    const frame = Buffer.from([0x05, ...Buffer.from('doc:x'), 0x01, 0x00]);
    for (let i = 0; i < COLLAB_MESSAGE_LIMIT.points * 2; i++) {
      if (ws.readyState !== WebSocket.OPEN) break;
      ws.send(frame);
    }
    expect(await within(closed, 20_000)).toBe(1008);
    await stillServing();
  });
});

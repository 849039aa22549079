import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { parseServerMessage, REALTIME_PUSH_BUFFER } from '../../shared/realtime';
import type { Connection } from './connection';
import { createOutbox, type EncodedChange } from './outbox';

function fakeSocket() {
  const sent: string[] = [];
  const ws = {
    readyState: WebSocket.OPEN as number,
    bufferedAmount: 0,
    send: (data: Buffer | string) => sent.push(String(data)),
  };
  const conn: Connection = {
    ws: ws as unknown as WebSocket,
    user: { id: 'u', role: 'user' },
    sessionToken: 't',
    keys: new Set(),
    pending: [],
    pendingKey: '',
    dropped: 0,
    alive: true,
    lastDispatch: 0,
  };
  return { conn, ws, sent };
}

let seq = 0;
const change = (id: string): EncodedChange => ({
  json: JSON.stringify({ type: 'change', table: 'tasks', op: 'update', id, project_id: null, at: 1 }),
  seq: String(++seq),
});
const ids = (frame: string) => {
  const message = parseServerMessage(frame);
  if (message?.type === 'change') return [message.id];
  if (message?.type === 'changes') return message.changes.map((c) => c.id);
  return message;
};

describe('outbox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a lone change as `change` and a burst as one `changes` frame, in order', () => {
    const outbox = createOutbox();
    const a = fakeSocket();
    outbox.enqueue(a.conn, change('t1'));
    vi.runOnlyPendingTimers();
    for (const id of ['t2', 't3', 't4']) outbox.enqueue(a.conn, change(id));
    expect(a.sent).toHaveLength(1);
    vi.runOnlyPendingTimers();
    expect(a.sent.map((f) => parseServerMessage(f)?.type)).toEqual(['change', 'changes']);
    expect(a.sent.map(ids)).toEqual([['t1'], ['t2', 't3', 't4']]);
    outbox.close();
  });

  it('encodes a frame once for sockets that receive the same changes', () => {
    const outbox = createOutbox();
    const [a, b, c] = [fakeSocket(), fakeSocket(), fakeSocket()];
    const shared = [change('t1'), change('t2')];
    for (const s of [a, b]) for (const ch of shared) outbox.enqueue(s.conn, ch);
    outbox.enqueue(c.conn, shared[0]!);
    outbox.enqueue(c.conn, change('t3'));
    const send = vi.spyOn(Buffer, 'from');
    vi.runOnlyPendingTimers();
    expect(send).toHaveBeenCalledTimes(2);
    send.mockRestore();
    expect([a, b, c].map((s) => s.sent.map(ids))).toEqual([[['t1', 't2']], [['t1', 't2']], [['t1', 't3']]]);
    outbox.close();
  });

  it('keeps at most the push buffer for a socket that does not drain, then says resync', () => {
    const outbox = createOutbox();
    const a = fakeSocket();
    a.ws.bufferedAmount = 1 << 20;
    for (let i = 0; i < REALTIME_PUSH_BUFFER + 5; i++) outbox.enqueue(a.conn, change(`t${i}`));
    vi.advanceTimersByTime(200);
    expect(a.sent).toEqual([]);
    a.ws.bufferedAmount = 0;
    vi.advanceTimersByTime(50);
    expect(a.sent).toHaveLength(2);
    expect(ids(a.sent[0]!)).toHaveLength(REALTIME_PUSH_BUFFER);
    expect((ids(a.sent[0]!) as string[])[0]).toBe('t5');
    expect(parseServerMessage(a.sent[1]!)).toEqual({ type: 'resync', dropped: 5 });
    outbox.close();
  });

  it('writes nothing to a closed socket', () => {
    const outbox = createOutbox();
    const a = fakeSocket();
    outbox.enqueue(a.conn, change('t1'));
    a.ws.readyState = WebSocket.CLOSED;
    vi.runOnlyPendingTimers();
    expect(a.sent).toEqual([]);
    outbox.close();
  });
});

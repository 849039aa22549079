import { describe, expect, it } from 'vitest';
import { parseClientMessage, parseServerMessage, REALTIME_TABLES, REALTIME_TIMINGS } from './realtime';

const ID = '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b';

describe('realtime protocol', () => {
  it('keeps the docs/product.md#limits timings', () => {
    expect(REALTIME_TIMINGS).toEqual({ heartbeatMs: 25_000, reconnectDelaysMs: [1000, 2000, 5000, 10_000] });
  });

  it('reads the relay messages and ignores anything else', () => {
    expect(parseServerMessage('{"type":"pong"}')).toEqual({ type: 'pong' });
    expect(
      parseServerMessage(
        JSON.stringify({ type: 'change', table: 'tasks', op: 'update', id: 't1', project_id: 'p1', at: 5 }),
      ),
    ).toMatchObject({ type: 'change', table: 'tasks' });
    expect(parseServerMessage('{"type":"change","table":"secrets"}')).toBeNull();
    const change = { type: 'change', table: 'tasks', op: 'insert', id: 't2', project_id: 'p1', at: 6 };
    expect(
      parseServerMessage(JSON.stringify({ type: 'changes', changes: [change, { ...change, op: 'delete' }] })),
    ).toEqual({ type: 'changes', changes: [change, { ...change, op: 'delete' }] });
    expect(parseServerMessage(JSON.stringify({ type: 'changes', changes: [] }))).toBeNull();
    expect(
      parseServerMessage(JSON.stringify({ type: 'changes', changes: [{ ...change, table: 'x' }] })),
    ).toBeNull();
    expect(parseServerMessage('not json')).toBeNull();
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
  });

  it('reads what a browser may send: subscriptions to known tables (or one row) and pings', () => {
    for (const table of REALTIME_TABLES)
      expect(parseClientMessage(JSON.stringify({ type: 'subscribe', table }))).toEqual({
        type: 'subscribe',
        table,
      });
    expect(parseClientMessage(JSON.stringify({ type: 'unsubscribe', table: 'tasks', id: ID }))).toEqual({
      type: 'unsubscribe',
      table: 'tasks',
      id: ID,
    });
    expect(parseClientMessage('{"type":"ping"}')).toEqual({ type: 'ping' });
    expect(parseClientMessage('{"type":"subscribe","table":"secrets"}')).toBeNull();
    expect(parseClientMessage('{"type":"subscribe","table":"tasks","id":"not-a-uuid"}')).toBeNull();
    expect(parseClientMessage('{')).toBeNull();
  });
});

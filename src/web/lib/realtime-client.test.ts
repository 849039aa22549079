import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_TABLES } from '@/shared/realtime';
import { RealtimeClient } from './realtime-client';
import type { RealtimeEvent, RealtimeStatus } from './realtime-events';
import { FakeSocket } from './test-socket';

function setup() {
  const sockets: FakeSocket[] = [];
  const warn = vi.fn();
  const client = new RealtimeClient({
    url: 'ws://portal.test/api/realtime',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    warn,
  });
  const statuses: RealtimeStatus[] = [];
  const events: RealtimeEvent[] = [];
  client.onStatus((s) => statuses.push(s));
  client.onEvent((e) => events.push(e));
  const last = () => sockets[sockets.length - 1]!;
  return { client, sockets, last, statuses, events, warn };
}

describe('RealtimeClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('subscribes to every table once welcomed, and is connected when all are confirmed', () => {
    const { client, last, statuses } = setup();
    client.start();
    expect(client.status).toBe('connecting');
    last().open();
    expect(client.status).toBe('connecting');
    last().receive({ type: 'welcome', user_id: 'u1' });
    expect(last().sent).toEqual(REALTIME_TABLES.map((table) => ({ type: 'subscribe', table })));
    expect(client.status).toBe('connecting');
    for (const table of REALTIME_TABLES.filter((t) => t !== 'users'))
      last().receive({ type: 'subscribed', table, id: null });
    last().receive({ type: 'subscribed', table: 'tasks', id: null }); // a repeat does not count twice
    expect(client.status).toBe('connecting');
    last().receive({ type: 'subscribed', table: 'users', id: null });
    expect(client.status).toBe('connected');
    expect(statuses).toEqual(['connecting', 'connected']);
  });

  it('passes changes on and turns a server resync into a resync event', () => {
    const { client, last, events } = setup();
    client.start();
    last().welcome();
    last().receive({
      type: 'change',
      table: 'notifications',
      op: 'insert',
      id: 'n1',
      project_id: null,
      at: 1,
    });
    last().receive({ type: 'resync', dropped: 4 });
    last().receive({ type: 'pong' });
    expect(events).toEqual([
      { type: 'change', table: 'notifications', op: 'insert', id: 'n1', project_id: null, at: 1 },
      { type: 'resync', reason: 'dropped' },
    ]);
  });

  it('passes on each change of a frame of several, in order', () => {
    const { client, last, events } = setup();
    client.start();
    last().welcome();
    const change = (table: 'tasks' | 'projects', id: string, at: number) =>
      ({ type: 'change', table, op: 'update', id, project_id: 'p1', at }) as const;
    last().receive({
      type: 'changes',
      changes: [change('tasks', 't1', 1), change('projects', 'p1', 2), change('tasks', 't2', 3)],
    });
    last().receive({ type: 'changes', changes: [{ type: 'change', table: 'secrets', id: 'x' }] });
    expect(events).toEqual([change('tasks', 't1', 1), change('projects', 'p1', 2), change('tasks', 't2', 3)]);
  });

  it('pings every 25 s', () => {
    const { client, last } = setup();
    client.start();
    last().welcome();
    last().sent = [];
    vi.advanceTimersByTime(24_999);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual([{ type: 'ping' }]);
    last().receive({ type: 'pong' });
    vi.advanceTimersByTime(25_000);
    expect(last().sent).toEqual([{ type: 'ping' }, { type: 'ping' }]);
  });

  it('drops a socket that stopped answering and opens another', () => {
    const { client, sockets, last, warn } = setup();
    client.start();
    last().welcome();
    vi.advanceTimersByTime(25_000); // ping, no pong
    vi.advanceTimersByTime(25_000); // still nothing: dead
    expect(sockets[0]!.closed).toMatchObject({ code: 4000 });
    expect(client.status).toBe('disconnected');
    expect(warn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    expect(last().url).toBe('ws://portal.test/api/realtime');
  });

  it('reconnects after 1, 2, 5, 10 and 10 s while the server is away, then resyncs', () => {
    const { client, sockets, last, events, warn } = setup();
    client.start();
    last().welcome();
    last().drop();
    expect(client.status).toBe('disconnected');

    for (const delay of [1000, 2000, 5000, 10_000, 10_000]) {
      const before = sockets.length;
      vi.advanceTimersByTime(delay - 1);
      expect(sockets).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(before + 1);
      expect(client.status).toBe('connecting');
      last().drop(); // refused again
    }
    vi.advanceTimersByTime(10_000);
    last().welcome();
    expect(client.status).toBe('connected');
    expect(events).toEqual([{ type: 'resync', reason: 'reconnect' }]);
    expect(warn).not.toHaveBeenCalled();

    // A later loss starts the schedule again at 1 s.
    const count = sockets.length;
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(count + 1);
  });

  it('closes on stop: disconnecting, then disconnected, and never reconnects', () => {
    const { client, sockets, last, statuses } = setup();
    client.start();
    last().welcome();
    client.stop();
    expect(client.status).toBe('disconnecting');
    expect(last().closed).toMatchObject({ code: 1000 });
    last().onclose?.({});
    expect(client.status).toBe('disconnected');
    expect(statuses).toEqual(['connecting', 'connected', 'disconnecting', 'disconnected']);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('lets a socket still connecting open before closing it (no browser error), and can start again', () => {
    const { client, sockets } = setup();
    client.start();
    client.stop();
    expect(client.status).toBe('disconnected');
    expect(sockets[0]!.closed).toBeNull();
    sockets[0]!.open();
    expect(sockets[0]!.closed).toMatchObject({ code: 1000 });

    client.start();
    expect(sockets).toHaveLength(2);
    sockets[1]!.welcome();
    expect(client.status).toBe('connected');
    sockets[0]!.drop(); // the old socket's late close changes nothing
    expect(client.status).toBe('connected');
  });

  it('reconnects at once when asked (back online)', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().welcome();
    last().drop();
    client.reconnectNow();
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });
});

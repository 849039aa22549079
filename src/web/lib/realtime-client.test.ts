import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_TABLES } from '@/shared/realtime';
import {
  RealtimeClient,
  realtimeUrl,
  reconnectDelay,
  type RealtimeEvent,
  type RealtimeStatus,
} from './realtime-client';
import { createInvalidationBatcher, isOwnAccountRemoval, queryKeysForEvent } from './realtime-invalidation';
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

describe('reconnect schedule (SPEC §4, §9)', () => {
  it('waits 1, 2, 5, 10 s, then 10 s for ever', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map((n) => reconnectDelay(n))).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('treats odd attempts as the first one', () => {
    expect(reconnectDelay(-3)).toBe(1000);
    expect(reconnectDelay(1.7)).toBe(2000);
  });
});

describe('realtimeUrl', () => {
  it('uses the same origin over ws or wss', () => {
    expect(realtimeUrl('http://127.0.0.1:5173')).toBe('ws://127.0.0.1:5173/api/realtime');
    expect(realtimeUrl('https://portal.agencia.es')).toBe('wss://portal.agencia.es/api/realtime');
  });
});

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

describe('query invalidation by table', () => {
  const change = (table: (typeof REALTIME_TABLES)[number], id = 'x') =>
    ({ type: 'change', table, op: 'update', id, project_id: null, at: 0 }) as const;

  it('maps each table to the features’ key prefixes', () => {
    expect(queryKeysForEvent(change('notifications'))).toEqual([['notifications'], ['calendar', 'events']]);
    expect(queryKeysForEvent(change('projects'))).toEqual([
      ['projects'],
      ['approval-requests'],
      ['phases-tasks'],
    ]);
    expect(queryKeysForEvent(change('project_phases'))).toEqual([['phases'], ['projects']]);
    expect(queryKeysForEvent(change('tasks'))).toEqual([['tasks'], ['projects']]);
    expect(queryKeysForEvent(change('comments'))).toEqual([['comments'], ['projects']]);
    expect(queryKeysForEvent(change('tickets'))).toEqual([['tickets']]);
  });

  it('refreshes the session profile for the own users row only', () => {
    expect(queryKeysForEvent(change('users', 'me'), 'me')).toEqual([['session', 'me']]);
    expect(queryKeysForEvent(change('users', 'someone-else'), 'me')).toEqual([]);
  });

  it('recognises the removal of the own account (nothing else is refetched then)', () => {
    expect(isOwnAccountRemoval({ ...change('users', 'me'), op: 'delete' }, 'me')).toBe(true);
    expect(isOwnAccountRemoval(change('users', 'me'), 'me')).toBe(false);
    expect(isOwnAccountRemoval({ ...change('notifications', 'me'), op: 'delete' }, 'me')).toBe(false);
  });

  it('refreshes every prefix once on a resync', () => {
    const keys = queryKeysForEvent({ type: 'resync', reason: 'reconnect' });
    expect(keys).toHaveLength(new Set(keys.map((k) => JSON.stringify(k))).size);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['notifications'],
        ['projects'],
        ['phases'],
        ['tasks'],
        ['comments'],
        ['session', 'me'],
      ]),
    );
  });

  it('batches a burst of events into one deduplicated flush', () => {
    vi.useFakeTimers();
    const flush = vi.fn();
    const batcher = createInvalidationBatcher(flush, 50);
    batcher.add(queryKeysForEvent(change('project_phases')));
    batcher.add(queryKeysForEvent(change('tasks')));
    batcher.add([]);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(flush).toHaveBeenCalledWith([['phases'], ['projects'], ['tasks']]);
    vi.useRealTimers();
  });
});

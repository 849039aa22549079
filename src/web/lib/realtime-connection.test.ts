// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_DATA_ID, QUERIES_DATA_ID } from '@/shared/web-build';
import { connectRealtime } from './realtime-connection';
import { takeServedQueries, takeServedRead, takeServerQueries } from './server-session';
import { FakeSocket } from './test-socket';

const served = (queryKey: unknown[], data: unknown) => ({
  queryKey,
  queryHash: JSON.stringify(queryKey),
  state: {
    status: 'success',
    data,
    dataUpdatedAt: Date.now() - 1_000,
    dataUpdateCount: 1,
    fetchStatus: 'idle',
  },
});

/** A cache started from a server-rendered page's data, as the app starts (decision 0046). */
function startedFromPage(live?: unknown) {
  if (live !== undefined) {
    const read = document.createElement('script');
    read.type = 'application/json';
    read.id = LIVE_DATA_ID;
    read.textContent = JSON.stringify(live);
    document.body.append(read);
  }
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = QUERIES_DATA_ID;
  element.textContent = JSON.stringify({
    mutations: [],
    queries: [served(['projects', 'count'], 2), served(['public-config'], { version: '1' })],
  });
  document.body.append(element);
  const queryClient = new QueryClient();
  takeServerQueries(queryClient);
  return queryClient;
}

function connect(queryClient: QueryClient) {
  const sockets: FakeSocket[] = [];
  const connection = connectRealtime({
    queryClient,
    userId: 'u1',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  return { connection, socket: () => sockets.at(-1)! };
}

const invalidated = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryHash)
    .sort();

afterEach(() => {
  takeServedQueries();
  takeServedRead();
  document.body.replaceChildren();
});

const catchUps = (socket: FakeSocket) =>
  (socket.sent as Array<{ type: string }>).filter((message) => message.type === 'catch-up');

describe('realtime after a server-rendered screen (decisions 0043, 0045)', () => {
  it("asks the relay, once subscribed, for the changes its page's snapshot did not see", () => {
    const queryClient = startedFromPage({ snapshot: '7480:7520:7480,7500' });
    expect(document.getElementById(LIVE_DATA_ID)).toBeNull();
    const { connection, socket } = connect(queryClient);
    expect(catchUps(socket())).toEqual([]);
    socket().welcome();
    expect(catchUps(socket())).toEqual([{ type: 'catch-up', snapshot: '7480:7520:7480,7500' }]);
    // Nothing is read again for it: what changed comes back as changes.
    expect(invalidated(queryClient)).toEqual([]);
    connection.stop();
    // A later subscription (a new socket) does not ask again.
    const again = connect(queryClient);
    again.socket().welcome();
    expect(catchUps(again.socket())).toEqual([]);
    again.connection.stop();
  });

  it('ignores a page time that is not one, and reads the page data again instead', () => {
    const queryClient = startedFromPage({ snapshot: 'ayer' });
    const { connection, socket } = connect(queryClient);
    socket().welcome();
    expect(catchUps(socket())).toEqual([]);
    expect(invalidated(queryClient)).toEqual(['["projects","count"]', '["public-config"]']);
    connection.stop();
  });

  it('reads again, once subscribed, the data the page brought that has not changed since', () => {
    const queryClient = startedFromPage();
    // Read again by the app meanwhile: already fresher than the subscription's start.
    queryClient.setQueryData(['public-config'], { version: '2' });
    const { connection, socket } = connect(queryClient);
    expect(invalidated(queryClient)).toEqual([]);
    socket().welcome();
    expect(invalidated(queryClient)).toEqual(['["projects","count"]']);
    connection.stop();
  });

  it('does it only for the first subscription of the page', () => {
    const queryClient = startedFromPage();
    const first = connect(queryClient);
    first.socket().welcome();
    first.connection.stop();
    void queryClient.resetQueries();
    const second = connect(queryClient);
    second.socket().welcome();
    expect(invalidated(queryClient)).toEqual([]);
    second.connection.stop();
  });

  it('reads nothing again when the app did not start from a page', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['projects', 'count'], 2);
    const { connection, socket } = connect(queryClient);
    socket().welcome();
    expect(invalidated(queryClient)).toEqual([]);
    connection.stop();
  });
});

import type { QueryClient } from '@tanstack/react-query';
import { RealtimeClient, type RealtimeClientOptions } from './realtime-client';
import { realtimeUrl } from './realtime-socket';
import { SESSION_QUERY_KEY } from './query-client';
import { takeServedQueries, takeServedRead } from './server-session';
import {
  createInvalidationBatcher,
  invalidateForRealtime,
  isOwnAccountRemoval,
  queryKeysForEvent,
} from './realtime-invalidation';

/**
 * Opens the realtime socket for a signed-in user and turns every change into invalidated queries.
 * A chunk of its own (with the protocol's schemas): the signed-in layout loads it after its first
 * screen, not before. `stop()` closes the socket and forgets pending invalidations.
 */
export function connectRealtime({
  queryClient,
  userId,
  createSocket,
}: {
  queryClient: QueryClient;
  userId: string;
  /** The browser's WebSocket unless given (tests). */
  createSocket?: RealtimeClientOptions['createSocket'];
}) {
  const client = new RealtimeClient({
    url: realtimeUrl(window.location.origin),
    ...(createSocket && { createSocket }),
  });
  const batcher = createInvalidationBatcher((keys) => invalidateForRealtime(queryClient, keys));
  let accountRemoved = false;
  const stopListening = client.onEvent((event) => {
    if (accountRemoved) return;
    if (isOwnAccountRemoval(event, userId)) {
      // Its rows go with it (and its session): refetching them would only fail. The session
      // refresh finds nobody and the guard leaves the signed-in layout, closing the socket.
      accountRemoved = true;
      batcher.cancel();
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      return;
    }
    batcher.add(queryKeysForEvent(event, userId));
  });
  // The data a server-rendered screen brought (decision 0046) was read before this subscription:
  // once it is confirmed, the relay replays the changes since that read (decision 0046), which
  // invalidate what they touch as any change does. A page that did not say when it was read has
  // whatever of its data has not changed since read again.
  const stopCatchingUp = client.onStatus((status) => {
    if (status !== 'connected') return;
    stopCatchingUp();
    const read = takeServedRead();
    const served = takeServedQueries();
    if (read !== null) client.catchUp(read);
    else if (served.size > 0)
      void queryClient.invalidateQueries({
        predicate: (query) => served.get(query.queryHash) === query.state.dataUpdatedAt,
      });
  });
  const online = () => client.reconnectNow();
  window.addEventListener('online', online);
  client.start();
  return {
    client,
    stop() {
      window.removeEventListener('online', online);
      stopCatchingUp();
      stopListening();
      batcher.cancel();
      client.stop();
    },
  };
}

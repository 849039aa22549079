import type { QueryClient } from '@tanstack/react-query';
import { RealtimeClient, realtimeUrl } from './realtime-client';
import { SESSION_QUERY_KEY } from './query-client';
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
export function connectRealtime({ queryClient, userId }: { queryClient: QueryClient; userId: string }) {
  const client = new RealtimeClient({ url: realtimeUrl(window.location.origin) });
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
  const online = () => client.reconnectNow();
  window.addEventListener('online', online);
  client.start();
  return {
    client,
    stop() {
      window.removeEventListener('online', online);
      stopListening();
      batcher.cancel();
      client.stop();
    },
  };
}

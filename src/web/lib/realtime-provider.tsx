import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { RealtimeClient, realtimeUrl, type RealtimeStatus } from './realtime-client';
import { SESSION_QUERY_KEY } from './query-client';
import { createInvalidationBatcher, isOwnAccountRemoval, queryKeysForEvent } from './realtime-invalidation';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/**
 * Keeps the realtime socket open while it is mounted (the signed-in layout mounts it, so signing
 * out closes it) and turns every change into invalidated queries.
 */
export function RealtimeProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [client] = useState(() => new RealtimeClient({ url: realtimeUrl(window.location.origin) }));

  useEffect(() => {
    const batcher = createInvalidationBatcher((keys) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    });
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
    return () => {
      window.removeEventListener('online', online);
      stopListening();
      batcher.cancel();
      client.stop();
    };
  }, [client, queryClient, userId]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

/** The realtime connection's state; 'disconnected' outside the signed-in layout. */
export function useRealtimeStatus(): RealtimeStatus {
  const client = useContext(RealtimeContext);
  const subscribe = useCallback(
    (onChange: () => void) => (client ? client.onStatus(onChange) : () => undefined),
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => client?.status ?? 'disconnected',
    () => 'disconnected',
  );
}

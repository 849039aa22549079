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
import type { RealtimeClient, RealtimeStatus } from './realtime-client';

/** The open connection's client; 'loading' while its code is on the way; null outside the layout. */
const RealtimeContext = createContext<RealtimeClient | 'loading' | null>(null);

/**
 * Keeps the realtime socket open while it is mounted (the signed-in layout mounts it, so signing
 * out closes it) and turns every change into invalidated queries. The connection's code (client,
 * protocol schemas, invalidation rules) is fetched once the layout has mounted, so the first
 * screen does not wait for it; until then the status reads 'disconnected'.
 */
export function RealtimeProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [client, setClient] = useState<RealtimeClient | 'loading' | null>('loading');

  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    import('./realtime-connection').then(
      ({ connectRealtime }) => {
        if (ended) return;
        const connection = connectRealtime({ queryClient, userId });
        stop = connection.stop;
        setClient(connection.client);
      },
      // A chunk that cannot be fetched (a new deploy, offline): the app goes on without live
      // updates (the unread count polls); queries still refetch on focus and reconnect.
      () => {
        if (!ended) setClient(null);
      },
    );
    return () => {
      ended = true;
      stop?.();
      setClient('loading');
    };
  }, [queryClient, userId]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

/**
 * The realtime connection's state: 'connecting' while its code loads, 'disconnected' outside the
 * signed-in layout.
 */
export function useRealtimeStatus(): RealtimeStatus {
  const value = useContext(RealtimeContext);
  const client = value === 'loading' ? null : value;
  const subscribe = useCallback(
    (onChange: () => void) => (client ? client.onStatus(onChange) : () => undefined),
    [client],
  );
  const status = useSyncExternalStore<RealtimeStatus>(
    subscribe,
    () => client?.status ?? 'disconnected',
    () => 'disconnected',
  );
  return value === 'loading' ? 'connecting' : status;
}

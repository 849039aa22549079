import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { RealtimeClient } from './realtime-client';
import { RealtimeContext } from './realtime-context';

export { useRealtimeClient, useRealtimeStatus } from './realtime-context';

/** Closes the connection for good (until the layout mounts again): signing out calls it first. */
const RealtimeShutdownContext = createContext<() => void>(() => undefined);

/**
 * Keeps the realtime socket open while it is mounted (the signed-in layout mounts it, so signing
 * out closes it) and turns every change into invalidated queries. The connection's code (client,
 * protocol schemas, invalidation rules) is fetched once the layout has mounted, so the first
 * screen does not wait for it; until then the status reads 'disconnected'.
 */
export function RealtimeProvider({
  userId,
  startAfter,
  children,
}: {
  userId: string;
  /** Connects once this has resolved (the screen hydrated: its markup must match its data). */
  startAfter?: Promise<void>;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [client, setClient] = useState<RealtimeClient | 'loading' | null>('loading');
  const shutdownRef = useRef<() => void>(() => undefined);
  const shutdown = useCallback(() => shutdownRef.current(), []);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    const end = () => {
      ended = true;
      stop?.();
      stop = undefined;
    };
    shutdownRef.current = end;
    Promise.resolve(startAfter)
      .then(() => import('./realtime-connection'))
      .then(
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
      end();
      setClient('loading');
    };
  }, [queryClient, userId, startAfter]);

  return (
    <RealtimeShutdownContext.Provider value={shutdown}>
      <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>
    </RealtimeShutdownContext.Provider>
  );
}

/**
 * Ends the realtime connection before the session ends, so the socket never tries to reconnect
 * with a session that is gone (the browser would log the refused handshake).
 */
export function useRealtimeShutdown(): () => void {
  return useContext(RealtimeShutdownContext);
}

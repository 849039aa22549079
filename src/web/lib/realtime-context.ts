import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { RealtimeClient } from './realtime-client';
import type { RealtimeStatus } from './realtime-events';

/**
 * The realtime connection as its provider (./realtime-provider.tsx) shares it, and the hooks that
 * read it: a module of its own, so a feature's lazy screen that reads it does not split the
 * provider out of the signed-in layout.
 */

/** The open connection's client; 'loading' while its code is on the way; null outside the layout. */
export const RealtimeContext = createContext<RealtimeClient | 'loading' | null>(null);

/**
 * The open connection's client, for features that listen to its events or send their own
 * (the chat's typing); null while it loads or outside the signed-in layout.
 */
export function useRealtimeClient(): RealtimeClient | null {
  const value = useContext(RealtimeContext);
  return value === 'loading' ? null : value;
}

/**
 * The realtime connection's state: 'connecting' while its code loads, 'disconnected' outside the
 * signed-in layout. The server draws a signed-in screen before any connection ('connecting'), and
 * the browser hydrates it so, whenever its part hydrates, then shows the connection's own state.
 */
export function useRealtimeStatus(): RealtimeStatus {
  const value = useContext(RealtimeContext);
  const client = value === 'loading' ? null : value;
  const subscribe = useCallback(
    (onChange: () => void) => (client ? client.onStatus(onChange) : () => undefined),
    [client],
  );
  // Without a client the browser reads what the server drew, so hydrating a screen whose
  // connection is still loading draws nothing again (a different value would make React draw the
  // part again at once, blocking, right after hydrating it).
  const unconnected: RealtimeStatus = value === null ? 'disconnected' : 'connecting';
  return useSyncExternalStore<RealtimeStatus>(
    subscribe,
    () => client?.status ?? unconnected,
    () => unconnected,
  );
}

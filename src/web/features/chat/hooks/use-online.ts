import { useSyncExternalStore } from 'react';
import { useRealtimeStatus } from '@/web/lib/realtime-context';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Offline: the browser says so, or the realtime socket is down (live messages would not arrive). */
export function useChatOffline(): boolean {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const status = useRealtimeStatus();
  return !online || status === 'disconnected';
}

import { useRealtimeStatus } from '@/web/lib/realtime-context';
import { useOnline } from '@/web/lib/use-online';

/** Offline: the browser says so, or the realtime socket is down (live messages would not arrive). */
export function useChatOffline(): boolean {
  const online = useOnline();
  const status = useRealtimeStatus();
  return !online || status === 'disconnected';
}

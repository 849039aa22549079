import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@/shared/schemas/notifications';
import { useRealtimeStatus } from '@/web/lib/realtime-provider';
import { listNotifications } from './list-notifications';
import { BELL, notificationKeys } from './query-keys';

/** What the bell shows while closed: unread and urgent counts, and the newest unread ones. */
export interface UnreadSummary {
  unread: number;
  urgent: number;
  /** Newest unread first; a new one here pops a toast. */
  latest: Notification[];
}

/** Two reads of GET /api/notifications (own-sent excluded): unread, and unread urgent. */
export async function getUnreadSummary(signal?: AbortSignal): Promise<UnreadSummary> {
  const [latest, urgent] = await Promise.all([
    listNotifications({ is_read: false, limit: 5 }, signal),
    listNotifications({ is_read: false, is_urgent: true, limit: 1 }, signal),
  ]);
  return { unread: latest.total, urgent: urgent.total, latest: latest.notifications };
}

/**
 * Realtime keeps it fresh; while the socket is not connected it polls every 30 s (docs/product.md#limits).
 * Silent: a failed poll never toasts (the bell says so when opened).
 */
export const unreadSummaryQueryOptions = (poll: boolean) =>
  queryOptions({
    queryKey: notificationKeys.unreadSummary(),
    queryFn: ({ signal }) => getUnreadSummary(signal),
    staleTime: BELL.pollMs,
    refetchInterval: poll ? BELL.pollMs : false,
    meta: { silent: true, firstScreen: true },
  });

export function useUnreadSummary() {
  const poll = useRealtimeStatus() !== 'connected';
  return useQuery(unreadSummaryQueryOptions(poll));
}

/** The unread count (own-sent excluded), for the bell or a sidebar badge. */
export function useUnreadCount(): number {
  return useUnreadSummary().data?.unread ?? 0;
}

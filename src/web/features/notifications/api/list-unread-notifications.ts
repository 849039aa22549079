import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useRealtimeStatus } from '@/web/lib/realtime-provider';
import { listNotifications, type NotificationPage } from './list-notifications';
import { BELL, notificationKeys } from './query-keys';

/** Offset of the page after `last`, or undefined at the end of the list. */
export function nextUnreadOffset(last: NotificationPage): number | undefined {
  const next = last.offset + last.notifications.length;
  return last.notifications.length > 0 && next < last.total ? next : undefined;
}

/** The bell's list: unread ones, newest first, 20 at a time (docs/product.md#api-conventions, #limits). */
export const unreadPagesQueryOptions = (poll: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.unreadPages(),
    queryFn: ({ pageParam, signal }) =>
      listNotifications({ is_read: false, limit: BELL.pageSize, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextUnreadOffset,
    staleTime: 0,
    refetchInterval: poll ? BELL.pollMs : false,
    meta: { silent: true },
  });

export function useUnreadPages(enabled: boolean) {
  const poll = useRealtimeStatus() !== 'connected';
  return useInfiniteQuery({ ...unreadPagesQueryOptions(poll), enabled });
}

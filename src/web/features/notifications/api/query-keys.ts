import type { NotificationFilters } from './list-notifications';

/** Everything of this feature lives under 'notifications' (the realtime relay refreshes it). */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadSummary: () => [...notificationKeys.all, 'unread-summary'] as const,
  unreadPages: () => [...notificationKeys.all, 'unread-pages'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filters: NotificationFilters) => [...notificationKeys.lists(), filters] as const,
  stats: () => [...notificationKeys.all, 'stats'] as const,
};

/** Users the admin may address; outside 'notifications' so new notifications do not refetch it. */
export const recipientKeys = { search: (term: string) => ['notification-recipients', term] as const };

/** docs/product.md#limits: the bell pages 20 at a time and polls every 30 s (only while realtime is down). */
export const BELL = { pageSize: 20, pollMs: 30_000, loadMoreWithinPx: 50, maxBadge: 99 } as const;

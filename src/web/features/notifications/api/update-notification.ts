import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Notification, updateNotificationSchema } from '@/shared/schemas/notifications';
import type { UnreadSummary } from './get-unread-summary';
import type { NotificationPage } from './list-notifications';
import { unwrap } from '@/web/lib/api-client';
import { notificationsApi } from './client';
import { notificationKeys } from './query-keys';

export type UpdateNotificationInput = { id: string } & z.input<typeof updateNotificationSchema>;

/** PATCH /api/notifications/{id} (read, urgent). */
export async function updateNotification({ id, ...changes }: UpdateNotificationInput): Promise<Notification> {
  const { notification } = await unwrap(notificationsApi[':id'].$patch({ param: { id }, json: changes }));
  return notification;
}

type Pages = InfiniteData<NotificationPage, number>;

/** The bell's caches without notification `id` (read ones leave the open list, docs/product.md#lifecycles). */
function withoutUnread(summary: UnreadSummary | undefined, pages: Pages | undefined, id: string) {
  const gone =
    summary?.latest.find((n) => n.id === id) ??
    pages?.pages.flatMap((p) => p.notifications).find((n) => n.id === id);
  return {
    summary: summary && {
      unread: Math.max(0, summary.unread - 1),
      urgent: Math.max(0, summary.urgent - (gone?.is_urgent ? 1 : 0)),
      latest: summary.latest.filter((n) => n.id !== id),
    },
    pages: pages && {
      ...pages,
      pages: pages.pages.map((page) => ({
        ...page,
        total: Math.max(0, page.total - 1),
        notifications: page.notifications.filter((n) => n.id !== id),
      })),
    },
  };
}

/**
 * Marks one read (or unread). Marking read is optimistic in the bell: the item disappears and
 * the count drops at once; a failure puts them back.
 */
export function useUpdateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotification,
    meta: { silent: true },
    onMutate: async (input) => {
      if (input.is_read !== true) return undefined;
      const summaryKey = notificationKeys.unreadSummary();
      const pagesKey = notificationKeys.unreadPages();
      await Promise.all([
        queryClient.cancelQueries({ queryKey: summaryKey }),
        queryClient.cancelQueries({ queryKey: pagesKey }),
      ]);
      const previous = {
        summary: queryClient.getQueryData<UnreadSummary>(summaryKey),
        pages: queryClient.getQueryData<Pages>(pagesKey),
      };
      const next = withoutUnread(previous.summary, previous.pages, input.id);
      if (next.summary) queryClient.setQueryData(summaryKey, next.summary);
      if (next.pages) queryClient.setQueryData(pagesKey, next.pages);
      return previous;
    },
    onError: (_error, _input, previous) => {
      if (previous?.summary) queryClient.setQueryData(notificationKeys.unreadSummary(), previous.summary);
      if (previous?.pages) queryClient.setQueryData(notificationKeys.unreadPages(), previous.pages);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

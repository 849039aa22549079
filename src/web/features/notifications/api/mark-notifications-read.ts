import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import type { markReadSchema } from '@/shared/schemas/notifications';
import type { UnreadSummary } from './get-unread-summary';
import type { NotificationPage } from './list-notifications';
import { unwrap } from '@/web/lib/api-client';
import { notificationsApi } from './client';
import { notificationKeys } from './query-keys';

/** By ids, or every unread one. */
export type MarkReadInput = z.input<typeof markReadSchema>;

/** POST /api/notifications/mark-read: by ids, or every unread one; answers how many changed. */
export async function markNotificationsRead(input: MarkReadInput): Promise<number> {
  const { count } = await unwrap(notificationsApi['mark-read'].$post({ json: input }));
  return count;
}

/**
 * 'Marcar todas' (and bulk marking): the bell empties at once, then every notification query is
 * refreshed. The caller shows the result (docs/product.md#error-messages texts), so the cache's toast stays silent.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    meta: { silent: true },
    onSuccess: (_count, input) => {
      if ('all' in input) {
        queryClient.setQueryData<UnreadSummary>(notificationKeys.unreadSummary(), {
          unread: 0,
          urgent: 0,
          latest: [],
        });
        queryClient.setQueryData<InfiniteData<NotificationPage, number>>(
          notificationKeys.unreadPages(),
          (data) =>
            data
              ? {
                  pages: [{ notifications: [], total: 0, limit: data.pages[0]?.limit ?? 20, offset: 0 }],
                  pageParams: [0],
                }
              : data,
        );
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

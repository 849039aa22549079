import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { z } from 'zod';
import { LIMITS } from '@/shared/limits';
import type {
  listNotificationsQuerySchema,
  notificationCategorySchema,
  notificationTypeSchema,
} from '@/shared/schemas/notifications';
import { unwrap } from '@/web/lib/api-client';
import { asQueryFlag, notificationsApi, operation } from './client';
import { notificationKeys } from './query-keys';

export type NotificationType = z.infer<typeof notificationTypeSchema>;
export type NotificationCategory = z.infer<typeof notificationCategorySchema>;

/** GET /api/notifications query (own-sent ones are excluded unless `exclude_own` is false). */
export type ListNotificationsQuery = Partial<z.output<typeof listNotificationsQuerySchema>>;

/** One page of GET /api/notifications: `{ notifications, total, limit, offset }`. */
export type NotificationPage = InferResponseType<typeof notificationsApi.index.$get, 200>;

export async function listNotifications(
  query: ListNotificationsQuery = {},
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const { is_read, is_urgent, exclude_own, limit, offset, ...rest } = query;
  return unwrap(
    notificationsApi.index.$get(
      {
        query: {
          ...rest,
          is_read: asQueryFlag(is_read),
          is_urgent: asQueryFlag(is_urgent),
          exclude_own: asQueryFlag(exclude_own),
          limit: limit === undefined ? undefined : String(limit),
          offset: offset === undefined ? undefined : String(offset),
        },
      },
      { init: { signal: signal ?? null } },
    ),
  );
}

/** The admin section's filters and page (docs/product.md#api-conventions: type, category, is_read, is_urgent, limit, offset). */
export type NotificationFilters = Pick<
  ListNotificationsQuery,
  'type' | 'category' | 'is_read' | 'is_urgent'
> & {
  offset: number;
};

export const NOTIFICATION_LIST_PAGE = LIMITS.notificationPageSize;

export const notificationListQueryOptions = (filters: NotificationFilters) =>
  queryOptions({
    queryKey: notificationKeys.list(filters),
    queryFn: ({ signal }) => listNotifications({ ...filters, limit: NOTIFICATION_LIST_PAGE }, signal),
    placeholderData: keepPreviousData,
    meta: { operation: operation('load') },
  });

export function useNotificationList(filters: NotificationFilters) {
  return useQuery(notificationListQueryOptions(filters));
}

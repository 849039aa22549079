import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { notificationStatsSchema } from '@/shared/schemas/notifications';
import { unwrap } from '@/web/lib/api-client';
import { notificationsApi, operation } from './client';
import { notificationKeys } from './query-keys';

export type NotificationStats = z.infer<typeof notificationStatsSchema>;

/** GET /api/notifications/stats: the caller's own inbox (total, unread, urgent, by type, by category). */
export async function getNotificationStats(signal?: AbortSignal): Promise<NotificationStats> {
  return unwrap(notificationsApi.stats.$get({}, { init: { signal: signal ?? null } }));
}

export const notificationStatsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.stats(),
    queryFn: ({ signal }) => getNotificationStats(signal),
    meta: { operation: operation('loadStats') },
  });

export function useNotificationStats() {
  return useQuery(notificationStatsQueryOptions());
}

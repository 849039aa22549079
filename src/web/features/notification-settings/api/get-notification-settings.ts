import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@/shared/schemas/notification-settings';
import { api, unwrap } from '@/web/lib/api-client';

/** GET /api/notification-settings (created with the defaults on first read). */
export async function getNotificationSettings(): Promise<NotificationSettings> {
  const { settings } = await unwrap(api.api['notification-settings'].$get());
  return settings;
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['notification-settings'],
    queryFn: getNotificationSettings,
    meta: { operation: 'loadNotificationSettings' },
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

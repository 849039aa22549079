import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationSettings,
  UpdateNotificationSettingsInput,
} from '@/shared/schemas/notification-settings';
import { api, unwrap } from '@/web/lib/api-client';
import { notificationSettingsQueryOptions } from './get-notification-settings';

/** PATCH /api/notification-settings with the changed switches only. */
export async function updateNotificationSettings(
  input: UpdateNotificationSettingsInput,
): Promise<NotificationSettings> {
  const { settings } = await unwrap(api.api['notification-settings'].$patch({ json: input }));
  return settings;
}

/** The form shows a failure on its switches or as its message: no toast from the cache. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    meta: { silent: true },
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, settings),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsRequest, operation } from './client';
import { notificationKeys } from './query-keys';

/** POST /api/notifications/purge-expired (admin): deletes every notification past its expiry. */
export async function purgeExpiredNotifications(): Promise<number> {
  const { count } = await notificationsRequest<{ count: number }>('POST', '/purge-expired');
  return count;
}

export function usePurgeExpiredNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeExpiredNotifications,
    meta: { operation: operation('purge') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { notificationsApi, operation } from './client';
import { notificationKeys } from './query-keys';

/** POST /api/notifications/purge-expired (admin): deletes every notification past its expiry. */
export async function purgeExpiredNotifications(): Promise<number> {
  const { count } = await unwrap(notificationsApi['purge-expired'].$post());
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapEmpty } from '@/web/lib/api-client';
import { notificationsApi, operation } from './client';
import { notificationKeys } from './query-keys';

/** DELETE /api/notifications/{id} (204). */
export async function deleteNotification(id: string): Promise<void> {
  await unwrapEmpty(notificationsApi[':id'].$delete({ param: { id } }));
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    meta: { operation: operation('delete') },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

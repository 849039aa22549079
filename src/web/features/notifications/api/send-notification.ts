import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendNotificationSchema } from '@/shared/schemas/notifications';
import { unwrap } from '@/web/lib/api-client';
import { notificationsApi } from './client';
import { notificationKeys } from './query-keys';

export type SendNotificationInput = z.input<typeof sendNotificationSchema>;

/** POST /api/notifications/send (admin): to one user or to everyone; answers how many were written. */
export async function sendNotification(input: SendNotificationInput): Promise<number> {
  const { count } = await unwrap(notificationsApi.send.$post({ json: input }));
  return count;
}

/** The send form places the server's validation errors on its fields: no toast from the cache. */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

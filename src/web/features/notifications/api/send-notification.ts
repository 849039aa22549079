import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sendNotificationSchema } from '@/shared/schemas/notifications';
import { unwrap } from '@/web/lib/api-client';
import { notificationsApi, operation } from './client';
import { notificationKeys } from './query-keys';

export type SendNotificationInput = z.input<typeof sendNotificationSchema>;

/** POST /api/notifications/send (admin): to one user or to everyone; answers how many were written. */
export async function sendNotification(input: SendNotificationInput): Promise<number> {
  const { count } = await unwrap(notificationsApi.send.$post({ json: input }));
  return count;
}

export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    meta: { operation: operation('send') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

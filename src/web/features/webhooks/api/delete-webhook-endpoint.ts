import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@/shared/schemas/webhooks';
import { unwrapEmpty } from '@/web/lib/api-client';
import { operation, webhooksApi } from './client';
import { webhookKeys } from './query-keys';

/** DELETE /api/webhooks/endpoints/{id} (admins): the endpoint and its delivery log. */
export async function deleteWebhookEndpoint(id: string): Promise<void> {
  await unwrapEmpty(webhooksApi.endpoints[':id'].$delete({ param: { id } }));
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    meta: { operation: operation('delete') },
    onSuccess: (_void, id) => {
      queryClient.setQueryData<WebhookEndpoint[]>(webhookKeys.endpoints(), (list) =>
        list?.filter((endpoint) => endpoint.id !== id),
      );
      queryClient.removeQueries({ queryKey: webhookKeys.deliveriesOf(id) });
      void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() });
    },
  });
}

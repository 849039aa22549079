import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UpdateWebhookEndpointInput, WebhookEndpoint } from '@/shared/schemas/webhooks';
import { unwrap } from '@/web/lib/api-client';
import { operation, webhooksApi } from './client';
import { webhookKeys } from './query-keys';

/** PATCH /api/webhooks/endpoints/{id} (admins): its URL, description, events or `enabled`. */
export async function updateWebhookEndpoint({
  id,
  ...input
}: UpdateWebhookEndpointInput & { id: string }): Promise<WebhookEndpoint> {
  const { endpoint } = await unwrap(webhooksApi.endpoints[':id'].$patch({ param: { id }, json: input }));
  return endpoint;
}

function replaceInList(queryClient: QueryClient, saved: WebhookEndpoint) {
  queryClient.setQueryData<WebhookEndpoint[]>(webhookKeys.endpoints(), (list) =>
    list?.map((endpoint) => (endpoint.id === saved.id ? saved : endpoint)),
  );
}

/** The edit form: its field errors land on its fields, so no toast from the cache. */
export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhookEndpoint,
    meta: { silent: true },
    onSuccess: (saved) => {
      replaceInList(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() });
    },
  });
}

/**
 * The on/off switch: shown switched at once, put back if the server refuses (with the toast).
 * Switching on an endpoint the portal disabled after failures gives it a fresh start.
 */
export function useSetWebhookEndpointEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => updateWebhookEndpoint({ id, enabled }),
    meta: { operation: operation('toggle') },
    onMutate: async ({ id, enabled }) => {
      await queryClient.cancelQueries({ queryKey: webhookKeys.endpoints() });
      const before = queryClient.getQueryData<WebhookEndpoint[]>(webhookKeys.endpoints());
      queryClient.setQueryData<WebhookEndpoint[]>(webhookKeys.endpoints(), (list) =>
        list?.map((endpoint) =>
          endpoint.id === id ? { ...endpoint, enabled, ...(enabled && { disabled_reason: null }) } : endpoint,
        ),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(webhookKeys.endpoints(), context.before);
    },
    onSuccess: (saved) => replaceInList(queryClient, saved),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookEndpointInput, WebhookEndpoint } from '@/shared/schemas/webhooks';
import { unwrap } from '@/web/lib/api-client';
import { webhooksApi } from './client';
import { webhookKeys } from './query-keys';

export interface CreatedWebhookEndpoint {
  endpoint: WebhookEndpoint;
  /** Shown once: the server keeps it only to sign. */
  secret: string;
}

/** POST /api/webhooks/endpoints (admins): registers an endpoint; answers its secret, once. */
export async function createWebhookEndpoint(
  input: CreateWebhookEndpointInput,
): Promise<CreatedWebhookEndpoint> {
  return unwrap(webhooksApi.endpoints.$post({ json: input }));
}

/** The form places the server's validation errors on its fields: no toast from the cache. */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhookEndpoint,
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}

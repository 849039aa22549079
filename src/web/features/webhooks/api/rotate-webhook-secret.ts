import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { operation, webhooksApi } from './client';
import { webhookKeys } from './query-keys';

/** POST /api/webhooks/endpoints/{id}/rotate-secret (admins): a new secret, shown once. */
export async function rotateWebhookSecret(id: string): Promise<string> {
  const { secret } = await unwrap(webhooksApi.endpoints[':id']['rotate-secret'].$post({ param: { id } }));
  return secret;
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    meta: { operation: operation('rotate') },
    // The list shows the secret's last characters.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}

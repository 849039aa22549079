import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssistantConversation } from '@/shared/schemas/assistant';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { assistantApi, operation } from './client';
import { assistantKeys } from './query-keys';

/** GET /api/assistant/conversations: the caller's conversations, newest first. */
export async function listConversations(signal?: AbortSignal): Promise<AssistantConversation[]> {
  const { conversations } = await unwrap(assistantApi.assistant.conversations.$get({}, withSignal(signal)));
  return conversations;
}

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: assistantKeys.conversations(),
    queryFn: ({ signal }) => listConversations(signal),
    meta: { operation: operation('load') },
  });

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}

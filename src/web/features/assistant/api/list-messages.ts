import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssistantMessage } from '@/shared/schemas/assistant';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { assistantApi, operation } from './client';
import { assistantKeys } from './query-keys';

/** GET /api/assistant/conversations/{id}/messages: oldest first. */
export async function listMessages(
  conversationId: string,
  signal?: AbortSignal,
): Promise<AssistantMessage[]> {
  const { messages } = await unwrap(
    assistantApi.assistant.conversations[':id'].messages.$get(
      { param: { id: conversationId } },
      withSignal(signal),
    ),
  );
  return messages;
}

export const messagesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: assistantKeys.messages(conversationId),
    queryFn: ({ signal }) => listMessages(conversationId, signal),
    meta: { operation: operation('loadMessages') },
  });

export function useConversationMessages(conversationId: string) {
  return useQuery(messagesQueryOptions(conversationId));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssistantAction } from '@/shared/schemas/assistant-actions';
import { unwrap } from '@/web/lib/api-client';
import { assistantApi, operation } from './client';
import { assistantKeys } from './query-keys';

/** POST /api/assistant/actions/{id}: confirm or cancel what the assistant offered (run on the server). */
export async function decideAction(input: {
  id: string;
  decision: 'confirm' | 'cancel';
}): Promise<AssistantAction> {
  const { action } = await unwrap(
    assistantApi.assistant.actions[':id'].$post({
      param: { id: input.id },
      json: { decision: input.decision },
    }),
  );
  return action;
}

/** The decision, then the conversation read again: the server's rows are the cards' truth. */
export function useDecideAction(conversationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAction,
    meta: { operation: operation('decide') },
    onSettled: () =>
      conversationId
        ? queryClient.invalidateQueries({ queryKey: assistantKeys.messages(conversationId) })
        : undefined,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssistantConversation } from '@/shared/schemas/assistant';
import { unwrap, unwrapEmpty } from '@/web/lib/api-client';
import { assistantApi, operation } from './client';
import { assistantKeys } from './query-keys';

/** POST /api/assistant/conversations. */
export async function createConversation(title?: string): Promise<AssistantConversation> {
  const { conversation } = await unwrap(
    assistantApi.assistant.conversations.$post({ json: title ? { title } : {} }),
  );
  return conversation;
}

/** PATCH /api/assistant/conversations/{id}. */
export async function renameConversation(input: { id: string; title: string }) {
  const { conversation } = await unwrap(
    assistantApi.assistant.conversations[':id'].$patch({
      param: { id: input.id },
      json: { title: input.title },
    }),
  );
  return conversation;
}

/** DELETE /api/assistant/conversations/{id}: with its messages. */
export function deleteConversation(id: string): Promise<void> {
  return unwrapEmpty(assistantApi.assistant.conversations[':id'].$delete({ param: { id } }));
}

function useRefreshList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: assistantKeys.conversations() });
}

export function useCreateConversation() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: createConversation,
    meta: { operation: operation('create') },
    onSuccess: refresh,
  });
}

export function useRenameConversation() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: renameConversation,
    meta: { operation: operation('rename') },
    onSuccess: refresh,
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    meta: { operation: operation('remove') },
    onSuccess: async (_, id) => {
      // Stale, not removed: the conversation is still on screen until the caller leaves it, and a
      // removed query it still shows would be asked for again (a 404). Nothing asks again now;
      // opening it later does, and finds it gone.
      await queryClient.invalidateQueries({ queryKey: assistantKeys.messages(id), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: assistantKeys.conversations() });
    },
  });
}

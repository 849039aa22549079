import { useQuery } from '@tanstack/react-query';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { chatClient } from './client';
import { chatKeys } from './query-keys';

/** GET /api/chat/unread: the caller's unread messages per project and in total. */
export function getUnread(signal?: AbortSignal) {
  return unwrap(chatClient.chat.unread.$get({}, withSignal(signal)));
}

/** Refreshed by every realtime chat message (the 'chat-unread' prefix) and when a room is read. */
export function useChatUnread() {
  return useQuery({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => getUnread(signal),
    staleTime: 60_000,
    meta: { silent: true, firstScreen: true },
  });
}

/** The unread count of one project (0 until known). */
export function useProjectUnread(projectId: string): number {
  const { data } = useChatUnread();
  return data?.projects.find((p) => p.project_id === projectId)?.unread ?? 0;
}

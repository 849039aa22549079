import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { CHAT_CATCH_UP_MAX, type ChatMessage } from '@/shared/schemas/chat';
import { useRealtimeClient } from '@/web/lib/realtime-context';
import { listMessages } from '../api/list-messages';
import { chatKeys } from '../api/query-keys';
import { mergeMessages, roomFromPage, type RoomState } from '../lib/room-state';

/**
 * A project's chat as the pane shows it, kept in the query cache: the newest page first, older
 * pages on demand, and live changes from the realtime socket. A new message is fetched with
 * `after=<last seq>` (coalesced: a burst is one or two requests); an edit or deletion refetches that
 * message; a reconnect or a resync refetches the whole window from its first sequence, so nothing
 * said or changed while away is missed.
 */
export function useChatRoom(projectId: string) {
  const queryClient = useQueryClient();
  const realtime = useRealtimeClient();
  const key = chatKeys.room(projectId);
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => roomFromPage(await listMessages(projectId, {}, signal)),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  const current = useCallback(() => queryClient.getQueryData<RoomState>(key), [queryClient, key]);
  const apply = useCallback(
    (messages: readonly ChatMessage[], patch?: Partial<Omit<RoomState, 'messages'>>) =>
      queryClient.setQueryData<RoomState>(key, (room) =>
        room ? mergeMessages(room, messages, patch) : room,
      ),
    [queryClient, key],
  );

  // One catch-up at a time; asked again while one runs, it runs once more after.
  const running = useRef<Promise<void> | null>(null);
  const again = useRef<number | null>(null);
  const catchUp = useCallback(
    (from?: number): Promise<void> => {
      if (running.current) {
        again.current = Math.min(again.current ?? Number.POSITIVE_INFINITY, from ?? Number.POSITIVE_INFINITY);
        return running.current;
      }
      const run = async () => {
        let after = from ?? current()?.lastSeq;
        while (after !== undefined) {
          const page = await listMessages(projectId, { after });
          apply(page.messages, { lastSeq: page.last_seq });
          after = page.messages.length === CHAT_CATCH_UP_MAX ? page.messages.at(-1)!.seq : undefined;
        }
      };
      running.current = run()
        .catch(() => undefined)
        .finally(() => {
          running.current = null;
          const next = again.current;
          again.current = null;
          if (next !== null) void catchUp(Number.isFinite(next) ? next : undefined);
        });
      return running.current;
    },
    [projectId, current, apply],
  );

  useEffect(() => {
    if (!realtime) return;
    return realtime.onEvent((event) => {
      const room = current();
      if (!room) return;
      if (event.type === 'resync') {
        void catchUp(Math.max(0, (room.messages[0]?.seq ?? room.lastSeq + 1) - 1));
        return;
      }
      if (event.type !== 'change' || event.table !== 'chat_messages' || event.project_id !== projectId)
        return;
      if (event.op === 'insert') return void catchUp();
      const known = room.messages.find((m) => m.id === event.id);
      if (known)
        void listMessages(projectId, { after: known.seq - 1, limit: 1 }).then(
          (page) => apply(page.messages),
          () => undefined,
        );
    });
  }, [realtime, projectId, current, apply, catchUp]);

  const loadOlder = useCallback(async () => {
    const first = current()?.messages[0];
    if (!first) return;
    const page = await listMessages(projectId, { before: first.seq });
    apply(page.messages, { hasMore: page.has_more });
  }, [projectId, current, apply]);

  return { ...query, room: query.data, apply, loadOlder, catchUp };
}

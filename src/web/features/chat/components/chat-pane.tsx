import { useQueryClient } from '@tanstack/react-query';
import { MessagesSquare, WifiOff } from 'lucide-react';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { Skeleton } from '@/web/components/ui/skeleton';
import { showErrorToast } from '@/web/lib/error-toast';
import { useViewer } from '@/web/lib/use-viewer';
import { mentionedIds } from '@/shared/chat-mentions';
import { listMessages } from '../api/list-messages';
import { useChatMembers } from '../api/list-people';
import { deleteMessage, editMessage, markRead, sendMessage } from '../api/message-mutations';
import { chatKeys } from '../api/query-keys';
import { useChatOffline } from '../hooks/use-online';
import { useChatRoom } from '../hooks/use-chat-room';
import { useTyping } from '../hooks/use-typing';
import { Composer } from './composer';
import { MessageItem } from './message-item';
import { MessageList } from './message-list';
import { TypingLine } from './typing-line';

/**
 * A project's chat (decision 0017): the messages, newest at the bottom and older ones upward; live
 * from the realtime socket; who is typing; the composer with @-mentions; empty, error and offline
 * states. Reading to the bottom marks the room read.
 */
export function ChatPane({ projectId }: { projectId: string }) {
  const { t } = useTranslation('chat');
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const { room, isPending, error, refetch, isRefetching, apply, loadOlder } = useChatRoom(projectId);
  const { data: memberList } = useChatMembers(projectId);
  const offline = useChatOffline();
  const { typing, signal, reset } = useTyping(projectId);
  const reading = useRef(0);

  const members = useMemo(
    () =>
      (memberList?.members ?? [])
        .filter((m) => m.user_id !== viewer?.id)
        .map((m) => ({ id: m.user_id, name: m.full_name || m.email })),
    [memberList, viewer?.id],
  );
  const typingNames = typing.map(
    (id) => memberList?.members.find((m) => m.user_id === id)?.full_name || t('pane.someone'),
  );

  const lastSeq = room?.lastSeq ?? 0;
  const lastReadSeq = room?.lastReadSeq ?? 0;
  // A view as the client (decision 0054) marks nothing read on their behalf (the server refuses it).
  const viewing = Boolean(viewer?.viewed_by);
  const markSeen = useCallback(() => {
    if (viewing) return;
    if (lastSeq <= lastReadSeq || reading.current >= lastSeq || document.visibilityState !== 'visible')
      return;
    reading.current = lastSeq;
    markRead(projectId, lastSeq).then(
      (read) => {
        apply([], { lastReadSeq: read.last_read_seq });
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      },
      () => (reading.current = 0),
    );
  }, [viewing, projectId, lastSeq, lastReadSeq, apply, queryClient]);

  const fail = (operation: 'send' | 'edit' | 'delete') => (failure: unknown) => {
    showErrorToast(failure, t(`operations.${operation}`));
    return false;
  };

  if (!viewer) return null;
  if (isPending)
    return (
      <div className="space-y-3 p-4" aria-busy="true">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="ml-auto h-12 w-1/2" />
        <Skeleton className="h-12 w-3/5" />
      </div>
    );
  if (error || !room)
    return <ErrorState message={t('pane.error')} onRetry={() => void refetch()} retrying={isRefetching} />;

  return (
    <section
      aria-label={t('pane.title')}
      className="flex h-[min(70vh,44rem)] min-h-96 flex-col rounded-xl border bg-card"
    >
      {offline && (
        <p
          role="status"
          className="flex items-center gap-2 border-b bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {t('pane.offline')}
        </p>
      )}
      {room.messages.length === 0 ? (
        <EmptyState icon={MessagesSquare} size="sm" className="m-4 flex-1">
          {t('pane.empty')}
        </EmptyState>
      ) : (
        <MessageList
          messages={room.messages}
          hasMore={room.hasMore}
          ownId={viewer.id}
          onLoadOlder={loadOlder}
          onAtBottom={markSeen}
          renderMessage={(message) => (
            <MessageItem
              key={message.id}
              message={message}
              own={message.author?.id === viewer.id}
              onEdit={(body) =>
                editMessage(message.id, { body, mentions: mentionedIds(body, members) }).then((m) => {
                  apply([m]);
                  return true;
                }, fail('edit'))
              }
              onDelete={() =>
                deleteMessage(message.id)
                  .then(() => listMessages(projectId, { after: message.seq - 1, limit: 1 }))
                  .then((page) => {
                    apply(page.messages);
                    return true;
                  }, fail('delete'))
              }
            />
          )}
        />
      )}
      <TypingLine names={typingNames} />
      <Composer
        projectId={projectId}
        members={members}
        disabled={offline}
        onTyping={signal}
        onSend={(body, mentions, attachment) =>
          sendMessage(projectId, { body, mentions, attachment_file_id: attachment?.id ?? null }).then(
            (message) => {
              apply([message], { lastReadSeq: message.seq });
              reset();
              return true;
            },
            fail('send'),
          )
        }
      />
    </section>
  );
}

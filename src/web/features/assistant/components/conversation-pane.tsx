import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantMessage } from '@/shared/schemas/assistant';
import { ErrorState } from '@/web/components/block-states';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useCreateConversation } from '../api/conversation-mutations';
import { useConversationMessages } from '../api/list-messages';
import { assistantKeys } from '../api/query-keys';
import { titleFrom, toUIMessages } from '../lib/messages';
import { AssistantComposer } from './assistant-composer';
import { ExamplePrompts } from './example-prompts';

/** A question asked before its conversation existed, with its files. */
export interface FirstQuestion {
  text: string;
  files: File[];
}

/** The chat (the AI SDK, the markdown renderer) loads once a conversation is open. */
const ConversationChat = lazy(() =>
  import('./conversation-chat').then((m) => ({ default: m.ConversationChat })),
);

function LoadingConversation() {
  const { t } = useTranslation('assistant');
  return (
    <div className="grid gap-4 p-4" aria-busy="true">
      <span className="sr-only">{t('ui.conversation.loading')}</span>
      <Skeleton className="ml-auto h-10 w-1/2" />
      <Skeleton className="h-24 w-3/4" />
    </div>
  );
}

/** No conversation open: the first question starts one, titled after it. */
function NewConversation({
  canSend,
  canAttach,
  onStarted,
}: {
  canSend: boolean;
  canAttach: boolean;
  onStarted: (id: string, question: string, files: File[]) => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreateConversation();
  const ask = (question: string, files: File[] = []) => {
    create.mutate(titleFrom(question), {
      onSuccess: (conversation) => {
        queryClient.setQueryData<AssistantMessage[]>(assistantKeys.messages(conversation.id), []);
        onStarted(conversation.id, question, files);
      },
    });
  };
  const disabled = !canSend || create.isPending;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        <ExamplePrompts disabled={disabled} onAsk={ask} />
      </div>
      <AssistantComposer
        disabled={disabled}
        busy={false}
        canAttach={canAttach}
        onSend={ask}
        onStop={() => undefined}
      />
    </div>
  );
}

/** An open conversation: its stored messages first, then the chat. */
function OpenConversation({
  conversationId,
  firstQuestion,
  canSend,
  canAttach,
}: {
  conversationId: string;
  firstQuestion: FirstQuestion | undefined;
  canSend: boolean;
  canAttach: boolean;
}) {
  const { t } = useTranslation('assistant');
  const messages = useConversationMessages(conversationId);
  if (messages.isPending) return <LoadingConversation />;
  if (messages.isError)
    return (
      <div className="p-4">
        <ErrorState
          message={t('ui.conversation.error')}
          onRetry={() => void messages.refetch()}
          retrying={messages.isFetching}
        />
      </div>
    );
  return (
    <Suspense fallback={<LoadingConversation />}>
      <ConversationChat
        key={conversationId}
        conversationId={conversationId}
        initialMessages={toUIMessages(messages.data)}
        firstQuestion={firstQuestion}
        canSend={canSend}
        canAttach={canAttach}
      />
    </Suspense>
  );
}

/** The right-hand side of the page: the open conversation, or a new one. */
export function ConversationPane({
  conversationId,
  firstQuestion,
  canSend,
  canAttach,
  onStarted,
}: {
  conversationId: string | null;
  firstQuestion: FirstQuestion | undefined;
  canSend: boolean;
  canAttach: boolean;
  onStarted: (id: string, question: string, files: File[]) => void;
}) {
  if (!conversationId)
    return <NewConversation canSend={canSend} canAttach={canAttach} onStarted={onStarted} />;
  return (
    <OpenConversation
      conversationId={conversationId}
      firstQuestion={firstQuestion}
      canSend={canSend}
      canAttach={canAttach}
    />
  );
}

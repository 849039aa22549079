import { useChat } from '@ai-sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Info, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { isApiError } from '@/web/lib/api-error';
import { useFormatters } from '@/web/lib/use-formatters';
import { assistantKeys } from '../api/query-keys';
import { toFileParts } from '../lib/attachments';
import { assistantTransport } from '../lib/chat-transport';
import {
  isWaitingForText,
  lastQuestion,
  plainText,
  textOf,
  toStored,
  type AssistantUIMessage,
} from '../lib/messages';
import { AssistantComposer } from './assistant-composer';
import type { FirstQuestion } from './conversation-pane';
import { ExamplePrompts } from './example-prompts';
import { MessageItem } from './message-item';

/** How long a key-switch notice stays. */
const NOTICE_MS = 6000;

/**
 * One conversation with the assistant (`useChat` on the server's stream): the messages, newest at
 * the bottom, the answer written as it comes and read out politely once complete; Stop, Copy,
 * Regenerate; the server's `error` parts with a retry; its key-switch notices as a passing note.
 */
export function ConversationChat({
  conversationId,
  initialMessages,
  firstQuestion,
  canSend,
  canAttach,
}: {
  conversationId: string;
  initialMessages: AssistantUIMessage[];
  /** Sent as soon as the conversation opens (it was asked before it existed). */
  firstQuestion?: FirstQuestion | undefined;
  canSend: boolean;
  canAttach: boolean;
}) {
  const { t } = useTranslation('assistant');
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { timeZone } = useFormatters().settings;
  const transport = useMemo(() => assistantTransport(conversationId, timeZone), [conversationId, timeZone]);
  const { messages, setMessages, sendMessage, regenerate, stop, status, error } = useChat<AssistantUIMessage>(
    {
      id: conversationId,
      messages: initialMessages,
      transport,
      experimental_throttle: 50,
      onData: (part) => {
        if (part.type === 'data-notice') setNotice(part.data.message);
      },
      onFinish: ({ message, messages: all, isError, isAbort }) => {
        // Stopped or failed: the server has the truth (it finishes an answer on its own).
        const key = assistantKeys.messages(conversationId);
        if (isError || isAbort) void queryClient.invalidateQueries({ queryKey: key });
        else queryClient.setQueryData(key, toStored(all, new Date().toISOString()));
        void queryClient.invalidateQueries({ queryKey: assistantKeys.conversations() });
        if (isAbort) setAnnouncement(t('ui.conversation.stopped'));
        else if (!isError && message.role === 'assistant')
          setAnnouncement(t('ui.conversation.answered', { text: plainText(textOf(message)) }));
      },
    },
  );
  const busy = status === 'submitted' || status === 'streaming';

  const asked = useRef(false);
  useEffect(() => {
    if (!firstQuestion || asked.current) return;
    asked.current = true;
    void toFileParts(firstQuestion.files).then((files) => sendMessage({ text: firstQuestion.text, files }));
  }, [firstQuestion, sendMessage]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // Newest at the bottom: the list follows what is being written.
  const scroller = useRef<HTMLDivElement>(null);
  const lastText = messages.length > 0 ? textOf(messages.at(-1)!) : '';
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages.length, lastText, error]);

  const ask = (text: string, files: File[] = []) => {
    setAnnouncement('');
    void toFileParts(files).then((parts) => sendMessage({ text, files: parts }));
  };
  /**
   * Answers the last question again: the new answer replaces the last one, here and on the server
   * (the conversation's source of truth); a question that never reached it is asked again.
   */
  const askAgain = () => {
    const question = lastQuestion(messages);
    if (!question) return;
    if (messages.at(-1)?.role === 'assistant') {
      setAnnouncement('');
      void regenerate();
      return;
    }
    // A refused request never reached the conversation: its question is asked again in its place,
    // with its files.
    const last = messages.at(-1);
    if (isApiError(error) && last?.role === 'user') {
      setMessages(messages.slice(0, -1));
      setAnnouncement('');
      void sendMessage({ text: question, files: last.parts.filter((p) => p.type === 'file') });
      return;
    }
    ask(question);
  };
  const lastAnswer = messages.findLastIndex((m) => m.role === 'assistant');
  const errorText = error instanceof TypeError ? t('ui.conversation.sendFailed') : error?.message;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto p-4" data-testid="assistant-messages">
        {messages.length === 0 && !busy ? (
          <ExamplePrompts disabled={!canSend} onAsk={ask} />
        ) : (
          <ol aria-label={t('ui.conversation.messages')} className="grid gap-4">
            {messages.map((message, index) => (
              <MessageItem
                key={message.id}
                message={message}
                conversationId={conversationId}
                streaming={busy && index === messages.length - 1}
                onRegenerate={index === lastAnswer && !busy && canSend ? askAgain : undefined}
              />
            ))}
          </ol>
        )}
        {isWaitingForText(messages, busy) && (
          <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
            <span className="size-2 animate-pulse rounded-full bg-primary" aria-hidden="true" />
            {t('ui.conversation.thinking')}
          </p>
        )}
        {error && !busy && (
          <Alert variant="destructive" className="mt-4" role="alert">
            <AlertCircle aria-hidden="true" />
            <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
              <span>{errorText}</span>
              {canSend && (
                <Button variant="outline" size="sm" onClick={askAgain}>
                  <RefreshCw aria-hidden="true" />
                  {t('ui.conversation.retry')}
                </Button>
              )}
            </AlertDescription>
          </Alert>
        )}
      </div>
      {notice && (
        <p role="status" className="flex items-center gap-2 border-t bg-muted px-4 py-1.5 text-xs">
          <Info className="size-3.5 shrink-0" aria-hidden="true" />
          {notice}
        </p>
      )}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <AssistantComposer
        disabled={!canSend}
        busy={busy}
        canAttach={canAttach}
        onSend={ask}
        onStop={() => void stop()}
      />
    </div>
  );
}

import { BookOpen, Bot, ClipboardCopy, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { notify } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';
import { attachmentsOf } from '../lib/attachments';
import { AttachmentChip } from './attachment-chip';
import { actionsOf, citationsOf, textOf, type AssistantUIMessage } from '../lib/messages';
import { ActionCard } from './action-card';
import { AnswerMarkdown } from './answer-markdown';

/** Copies an answer's markdown to the clipboard, with a toast either way. */
async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(done);
  } catch {
    notify.error(failed);
  }
}

/**
 * One message: the user's as plain text on the right; the assistant's as markdown on the left,
 * with the actions it offers as cards to confirm or cancel, Copy once it is complete and, on the
 * last answer, Regenerate.
 */
export function MessageItem({
  message,
  conversationId,
  streaming,
  onRegenerate,
}: {
  message: AssistantUIMessage;
  /** Where the message's offered actions are decided (their cards refresh the conversation). */
  conversationId: string | null;
  /** The answer is still being written. */
  streaming: boolean;
  /** Offered on the last answer only, when nothing is being written. */
  onRegenerate?: () => void;
}) {
  const { t } = useTranslation('assistant');
  const text = textOf(message);
  if (message.role === 'user') {
    const attachments = attachmentsOf(message);
    return (
      <li className="flex flex-col items-end gap-1" data-testid="assistant-question">
        <div className="max-w-[85%] rounded-2xl rounded-br-md bg-primary px-4 py-2 text-sm whitespace-pre-wrap text-primary-foreground">
          <span className="sr-only">{t('ui.conversation.you')}: </span>
          {text}
        </div>
        {attachments.length > 0 && (
          <ul
            aria-label={t('ui.conversation.attached')}
            className="flex max-w-[85%] flex-wrap justify-end gap-1.5"
            data-testid="assistant-attached"
          >
            {attachments.map((file, index) => (
              <AttachmentChip
                key={`${file.name}-${index}`}
                name={file.name}
                mediaType={file.media_type}
                size={file.size}
              />
            ))}
          </ul>
        )}
      </li>
    );
  }
  const actions = actionsOf(message);
  const citations = citationsOf(message);
  if (!text && actions.length === 0) return null;
  return (
    <li className="flex gap-3" data-testid="assistant-answer">
      <span className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Bot className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="rounded-2xl rounded-tl-md border bg-card px-4 py-3">
          <span className="sr-only">{t('ui.conversation.assistant')}: </span>
          {text && <AnswerMarkdown text={text} />}
          {actions.map((action) => (
            <ActionCard key={action.id} action={action} conversationId={conversationId} />
          ))}
          {citations.length > 0 && (
            <div className="mt-2 border-t pt-2 text-xs" data-testid="assistant-citations">
              <p className="font-medium text-muted-foreground">{t('ui.memory.citations')}</p>
              <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
                {citations.map((c) => (
                  <li key={c.id}>
                    <Link
                      className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
                      to={`?${new URLSearchParams({ ...(conversationId && { c: conversationId }), memoria: '1', entrada: c.id }).toString()}`}
                    >
                      <BookOpen className="size-3.5" aria-hidden="true" />
                      [KB-{c.n}] {c.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className={cn('mt-1 flex gap-1', streaming && 'invisible')}>
          <Button
            variant="ghost"
            size="sm"
            className="text-muted-foreground"
            onClick={() => void copy(text, t('ui.conversation.copied'), t('ui.conversation.copyFailed'))}
          >
            <ClipboardCopy aria-hidden="true" />
            {t('ui.conversation.copy')}
          </Button>
          {onRegenerate && (
            <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={onRegenerate}>
              <RefreshCw aria-hidden="true" />
              {t('ui.conversation.regenerate')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

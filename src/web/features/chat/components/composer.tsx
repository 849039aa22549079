import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeMention,
  insertMention,
  matchMembers,
  mentionedIds,
  type Mentionable,
} from '@/shared/chat-mentions';
import { CHAT_BODY_MAX, type ChatAttachment } from '@/shared/schemas/chat';
import { Button } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/utils';
import { useAttachmentUpload } from '../hooks/use-attachment-upload';
import { AttachmentPicker } from './attachment-picker';
import { AttachmentUploadLine } from './attachment-upload-line';

/**
 * The message box: Enter sends, Shift+Enter starts a new line; `@` opens a picker of the
 * project's members (arrows to move, Enter or Tab to choose, Escape to close). The ids sent are
 * those whose `@Name` is still in the text. A file of the project, or one uploaded on the spot,
 * may go with the message (the paperclip). Disabled while offline.
 */
export function Composer({
  projectId,
  members,
  disabled,
  onSend,
  onTyping,
}: {
  projectId: string;
  members: readonly Mentionable[];
  disabled: boolean;
  onSend: (body: string, mentions: string[], attachment: ChatAttachment | null) => Promise<boolean>;
  onTyping: () => void;
}) {
  const { t } = useTranslation('chat');
  const listId = useId();
  const hintId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  /** Where the caret goes once the text chosen from the mention list is rendered. */
  const placeCaret = useRef<number | null>(null);
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [attachment, setAttachment] = useState<ChatAttachment | null>(null);
  const attach = useCallback((file: ChatAttachment) => {
    setAttachment(file);
    ref.current?.focus();
  }, []);
  const uploads = useAttachmentUpload(projectId, attach);

  const mention = activeMention(text, caret);
  const options = mention && mention.start !== dismissed ? matchMembers(members, mention.query) : [];
  const picking = mention !== null && mention.start !== dismissed;
  const trimmed = text.trim();

  const choose = (member: Mentionable) => {
    if (!mention) return;
    const next = insertMention(text, mention.start, caret, member.name);
    setText(next.text);
    setCaret(next.caret);
    setActive(0);
    // Placed as soon as the text is on screen, before the next key: a frame later, keys typed
    // meanwhile (a busy phone) would land before the caret jumped back.
    placeCaret.current = next.caret;
  };
  useLayoutEffect(() => {
    if (placeCaret.current === null) return;
    ref.current?.setSelectionRange(placeCaret.current, placeCaret.current);
    placeCaret.current = null;
  });

  const send = async () => {
    if (!trimmed || trimmed.length > CHAT_BODY_MAX || disabled || sending) return;
    setSending(true);
    const sent = await onSend(trimmed, mentionedIds(trimmed, members), attachment);
    setSending(false);
    if (sent) {
      setText('');
      setCaret(0);
      setAttachment(null);
    }
    ref.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picking && options.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(options[Math.min(active, options.length - 1)]!);
        return;
      }
    }
    if (picking && event.key === 'Escape') {
      event.preventDefault();
      setDismissed(mention.start);
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <div className="relative border-t bg-background p-3">
      {picking && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('composer.mentions')}
          className="absolute bottom-full left-3 z-10 mb-1 max-h-56 w-72 max-w-[calc(100%-1.5rem)] overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {options.length === 0 && (
            <li className="px-3 py-2 text-sm text-muted-foreground">{t('composer.noMatches')}</li>
          )}
          {options.map((member, index) => (
            <li
              key={member.id}
              id={`${listId}-${member.id}`}
              role="option"
              aria-selected={index === active}
              className={cn(
                'cursor-pointer rounded-md px-3 py-2 text-sm',
                index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
              )}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(member);
              }}
            >
              {member.name}
            </li>
          ))}
        </ul>
      )}
      <AttachmentUploadLine
        upload={uploads.upload}
        error={uploads.error}
        onCancel={uploads.cancel}
        onDismiss={uploads.dismissError}
      />
      {attachment && (
        <p className="mb-2 inline-flex max-w-full items-center gap-1 rounded-md border bg-muted px-2 py-1 text-xs">
          <Paperclip className="size-3 shrink-0" aria-hidden="true" />
          <span className="truncate">{t('composer.attached', { name: attachment.file_name })}</span>
          <Button
            size="icon"
            variant="ghost"
            className="size-6"
            aria-label={t('composer.removeAttachment', { name: attachment.file_name })}
            onClick={() => setAttachment(null)}
          >
            <X aria-hidden="true" />
          </Button>
        </p>
      )}
      <div className="flex items-end gap-2">
        <Textarea
          ref={ref}
          rows={2}
          value={text}
          disabled={disabled}
          maxLength={CHAT_BODY_MAX}
          aria-label={t('composer.label')}
          aria-describedby={hintId}
          placeholder={t('composer.placeholder')}
          role="combobox"
          aria-expanded={picking && options.length > 0}
          aria-controls={picking ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={picking && options[active] ? `${listId}-${options[active].id}` : undefined}
          className="max-h-40 min-h-11 flex-1"
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart);
            setActive(0);
            if (event.target.value.trim()) onTyping();
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
        <AttachmentPicker
          projectId={projectId}
          disabled={disabled}
          uploading={uploads.upload !== null}
          onPick={attach}
          onUpload={uploads.start}
        />
        <Button
          size="icon"
          aria-label={t('composer.send')}
          disabled={disabled || !trimmed}
          loading={sending}
          onClick={() => void send()}
        >
          {!sending && <SendHorizontal aria-hidden="true" />}
        </Button>
      </div>
      <div className="mt-1 flex justify-between gap-2 text-xs text-muted-foreground">
        <span id={hintId}>{t('composer.hint')}</span>
        {text.length > CHAT_BODY_MAX - 500 && (
          <span className="tabular">{t('composer.count', { count: text.length, max: CHAT_BODY_MAX })}</span>
        )}
      </div>
    </div>
  );
}

import { Paperclip, SendHorizontal, Square, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_ACCEPT } from '@/shared/schemas/assistant-attachments';
import { ASSISTANT_MESSAGE_MAX } from '@/shared/schemas/assistant';
import { Button } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';
import { addFiles, type AttachRefusal } from '../lib/attachments';
import { AttachmentChip } from './attachment-chip';

/**
 * The question box: Enter sends, Shift+Enter starts a new line; an empty question says so
 * ('El mensaje no puede estar vacío'). While an answer is being written, Stop replaces Send.
 * Files (images, .txt/.md/.csv/.json; decision 0032) are attached with the clip and listed as
 * chips with their size and a remove button; without the model the clip says why it is off.
 */
export function AssistantComposer({
  disabled,
  busy,
  canAttach,
  onSend,
  onStop,
}: {
  disabled: boolean;
  busy: boolean;
  /** The model can read files (the offline assistant cannot). */
  canAttach: boolean;
  onSend: (text: string, files: File[]) => void;
  onStop: () => void;
}) {
  const { t } = useTranslation('assistant');
  const hintId = useId();
  const errorId = useId();
  const attachHintId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<AttachRefusal | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const send = () => {
    if (disabled || busy) return;
    const trimmed = text.trim();
    if (!trimmed) {
      setEmpty(true);
      ref.current?.focus();
      return;
    }
    onSend(trimmed, canAttach ? files : []);
    setText('');
    setFiles([]);
    setRefusal(null);
    ref.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const pick = (picked: FileList | null) => {
    if (!picked) return;
    const next = addFiles(files, [...picked]);
    setFiles(next.files);
    setRefusal(next.refusal);
    if (next.files.length > files.length)
      setAnnouncement(t('ui.composer.added', { count: next.files.length }));
    if (picker.current) picker.current.value = '';
  };

  const remove = (index: number) => {
    const file = files[index];
    setFiles(files.filter((_, i) => i !== index));
    setRefusal(null);
    if (file) setAnnouncement(t('ui.composer.removed', { name: file.name }));
    ref.current?.focus();
  };

  const describedBy = [empty && errorId, hintId].filter(Boolean).join(' ');

  return (
    <div className="border-t bg-background p-3">
      {files.length > 0 && (
        <ul
          aria-label={t('ui.composer.attachments')}
          className="mb-2 flex flex-wrap gap-2"
          data-testid="assistant-chips"
        >
          {files.map((file, index) => (
            <AttachmentChip
              key={`${file.name}-${index}`}
              name={file.name}
              mediaType={file.type}
              size={file.size}
              action={
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7 shrink-0 rounded-full"
                  aria-label={t('ui.composer.remove', { name: file.name })}
                  onClick={() => remove(index)}
                >
                  <X aria-hidden="true" />
                </Button>
              }
            />
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          accept={ATTACHMENT_ACCEPT}
          data-testid="assistant-file-input"
          onChange={(event) => pick(event.target.files)}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={t('ui.composer.attach')}
          aria-describedby={attachHintId}
          disabled={disabled || busy || !canAttach}
          title={canAttach ? t('ui.composer.attachHint') : t('ui.composer.attachOffline')}
          onClick={() => picker.current?.click()}
        >
          <Paperclip aria-hidden="true" />
        </Button>
        <span id={attachHintId} className="sr-only">
          {canAttach ? t('ui.composer.attachHint') : t('ui.composer.attachOffline')}
        </span>
        <Textarea
          ref={ref}
          rows={2}
          value={text}
          disabled={disabled}
          maxLength={ASSISTANT_MESSAGE_MAX}
          aria-label={t('ui.composer.label')}
          aria-invalid={empty || undefined}
          aria-describedby={describedBy}
          placeholder={t('ui.composer.placeholder')}
          className="max-h-40 min-h-11 flex-1"
          onChange={(event) => {
            setText(event.target.value);
            setEmpty(false);
          }}
          onKeyDown={onKeyDown}
        />
        {busy ? (
          <Button variant="outline" onClick={onStop}>
            <Square aria-hidden="true" />
            {t('ui.composer.stop')}
          </Button>
        ) : (
          <Button size="icon" aria-label={t('ui.composer.send')} disabled={disabled} onClick={send}>
            <SendHorizontal aria-hidden="true" />
          </Button>
        )}
      </div>
      {empty && (
        <p id={errorId} role="alert" className="mt-1 text-[13px] font-medium text-destructive-text">
          {t('errors.emptyMessage')}
        </p>
      )}
      {refusal && (
        <p role="alert" className="mt-1 text-[13px] font-medium text-destructive-text">
          {t(refusal.key, refusal.values)}
        </p>
      )}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <div className="mt-1 flex justify-between gap-2 text-xs text-muted-foreground">
        <span id={hintId}>{t('ui.composer.hint')}</span>
        {text.length > ASSISTANT_MESSAGE_MAX - 500 && (
          <span className="tabular">
            {t('ui.composer.count', { count: text.length, max: ASSISTANT_MESSAGE_MAX })}
          </span>
        )}
      </div>
    </div>
  );
}

import { SendHorizontal, Square } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_MESSAGE_MAX } from '@/shared/schemas/assistant';
import { Button } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';

/**
 * The question box: Enter sends, Shift+Enter starts a new line; an empty question says so
 * ('El mensaje no puede estar vacío'). While an answer is being written, Stop replaces Send.
 */
export function AssistantComposer({
  disabled,
  busy,
  onSend,
  onStop,
}: {
  disabled: boolean;
  busy: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
}) {
  const { t } = useTranslation('assistant');
  const hintId = useId();
  const errorId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);

  const send = () => {
    if (disabled || busy) return;
    const trimmed = text.trim();
    if (!trimmed) {
      setEmpty(true);
      ref.current?.focus();
      return;
    }
    onSend(trimmed);
    setText('');
    ref.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className="border-t bg-background p-3">
      <div className="flex items-end gap-2">
        <Textarea
          ref={ref}
          rows={2}
          value={text}
          disabled={disabled}
          maxLength={ASSISTANT_MESSAGE_MAX}
          aria-label={t('ui.composer.label')}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${errorId} ${hintId}` : hintId}
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

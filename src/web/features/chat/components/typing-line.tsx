import { useTranslation } from 'react-i18next';
import { joinNames } from '../lib/room-state';

/** "Ana está escribiendo…" under the messages; an empty live region otherwise. */
export function TypingLine({ names }: { names: string[] }) {
  const { t, i18n } = useTranslation('chat');
  const text =
    names.length === 0
      ? ''
      : names.length === 1
        ? t('pane.typing_one', { name: names[0] })
        : t('pane.typing_other', { names: joinNames(names, i18n.language) });
  return (
    <p
      aria-live="polite"
      className="h-5 truncate px-4 text-xs text-muted-foreground italic"
      data-testid="chat-typing"
    >
      {text}
    </p>
  );
}

import { ArrowDown } from 'lucide-react';
import { Fragment, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@/shared/schemas/chat';
import { Button } from '@/web/components/ui/button';
import { useFormatters } from '@/web/lib/use-formatters';
import { dayDividers, type DayLabel } from '../lib/day-divider';

/** How close to the bottom (px) still counts as "at the bottom". */
const STICK_PX = 80;

/**
 * The scrolling list, newest at the bottom. It stays at the bottom as messages arrive unless the
 * reader scrolled up; then a "Nuevos mensajes" pill takes them down. Older pages load upward
 * ("Cargar mensajes anteriores") without moving what the reader is looking at.
 */
export function MessageList({
  messages,
  hasMore,
  ownId,
  onLoadOlder,
  onAtBottom,
  renderMessage,
}: {
  messages: ChatMessage[];
  hasMore: boolean;
  ownId: string;
  onLoadOlder: () => Promise<void>;
  onAtBottom: () => void;
  renderMessage: (message: ChatMessage) => ReactNode;
}) {
  const { t } = useTranslation('chat');
  const format = useFormatters();
  const timeZone = format.settings.timeZone;
  const dividers = useMemo(
    () =>
      dayDividers(
        messages.map((m) => m.created_at),
        timeZone,
      ),
    [messages, timeZone],
  );
  const dayText = (label: DayLabel) =>
    label.kind === 'date' ? format.date(label.at) : t(`pane.${label.kind}`);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [pill, setPill] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const previous = useRef({ first: 0, last: 0, height: 0 });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages[0]?.seq ?? 0;
    const lastMessage = messages.at(-1);
    const last = lastMessage?.seq ?? 0;
    const before = previous.current;
    if (before.first !== 0 && first < before.first && last === before.last) {
      // Older messages above: keep the reader where they were.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last !== before.last) {
      if (atBottom.current || lastMessage?.author?.id === ownId || before.last === 0) {
        el.scrollTop = el.scrollHeight;
        atBottom.current = true;
        setPill(false);
        onAtBottom();
      } else {
        setPill(true);
      }
    }
    previous.current = { first, last, height: el.scrollHeight };
  }, [messages, ownId, onAtBottom]);

  const toBottom = () => {
    const el = scroller.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    setPill(false);
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        className="h-full overflow-y-auto py-2"
        onScroll={(event) => {
          const el = event.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
          if (atBottom.current) {
            setPill(false);
            onAtBottom();
          }
        }}
      >
        <div className="flex justify-center py-2">
          {hasMore ? (
            <Button
              variant="outline"
              size="sm"
              loading={loadingOlder}
              onClick={() => {
                setLoadingOlder(true);
                void onLoadOlder().finally(() => setLoadingOlder(false));
              }}
            >
              {loadingOlder ? t('pane.loadingOlder') : t('pane.loadOlder')}
            </Button>
          ) : (
            <p className="text-xs text-muted-foreground">{t('pane.beginning')}</p>
          )}
        </div>
        <ol
          aria-label={t('pane.messages')}
          aria-live="polite"
          aria-relevant="additions"
          className="space-y-0.5"
        >
          {messages.map((message, index) => {
            const divider = dividers.get(index);
            return (
              <Fragment key={message.id}>
                {divider && (
                  <li
                    data-testid="chat-day-divider"
                    className="flex items-center gap-3 py-2 text-xs font-medium text-muted-foreground"
                  >
                    <span aria-hidden="true" className="h-px flex-1 bg-border" />
                    {dayText(divider)}
                    <span aria-hidden="true" className="h-px flex-1 bg-border" />
                  </li>
                )}
                {renderMessage(message)}
              </Fragment>
            );
          })}
        </ol>
      </div>
      {pill && (
        <Button
          size="sm"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-md"
          onClick={toBottom}
        >
          <ArrowDown aria-hidden="true" />
          {t('pane.newMessages')}
        </Button>
      )}
    </div>
  );
}

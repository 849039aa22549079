import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replySchema } from '@/shared/schemas/tickets';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { inputClasses } from '@/web/components/ui/input';
import { notify } from '@/web/lib/toast';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import type { TicketDetail } from '../api/get-ticket';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { canReply } from '../lib/ticket-filters';

function Message({
  author,
  staff,
  date,
  text,
}: {
  author: string;
  staff: boolean;
  date: string;
  text: string;
}) {
  const { t } = useTranslation('tickets');
  const format = useFormatters();
  return (
    <li className={cn('grid gap-1.5 rounded-lg border p-3', staff ? 'bg-accent/40' : 'bg-card')}>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{author}</span>
        {staff && <Badge variant="secondary">{t('ui.staff')}</Badge>}
        <time dateTime={date}>{format.dateTime(date)}</time>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{text}</p>
    </li>
  );
}

/** The opening message, the replies (oldest first) and the reply box. */
export function TicketThread({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  const id = useId();
  const reply = useReplyToTicket();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = canReply(ticket.estado);

  const submit = () => {
    const parsed = replySchema.safeParse({ mensaje: text });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'tickets:validation.messageRequired'));
      return;
    }
    setError(null);
    reply.mutate(
      { id: ticket.id, mensaje: parsed.data.mensaje },
      {
        onSuccess: () => {
          setText('');
          notify.success(t('ui.replySent'));
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      <ol className="grid gap-2" aria-label={t('ui.thread')}>
        <Message author={ticket.client_name} staff={false} date={ticket.created_at} text={ticket.mensaje} />
        {ticket.replies.map((r) => (
          <Message
            key={r.id}
            author={r.author_name}
            staff={r.is_staff}
            date={r.created_at}
            text={r.mensaje}
          />
        ))}
      </ol>
      {open ? (
        <form
          className="grid gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={id} className="text-sm font-medium">
            {t('ui.replyLabel')}
          </label>
          <textarea
            id={id}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                submit();
              }
            }}
            rows={3}
            maxLength={10_000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className={cn(inputClasses, 'h-auto min-h-20 resize-y md:h-auto')}
          />
          {error ? (
            <p id={`${id}-error`} className="text-[13px] font-medium text-destructive-text">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-[13px] text-muted-foreground">
              {t('ui.replyHint')}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" loading={reply.isPending}>
              {t('ui.sendReply')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
          {t('ui.closedNotice')}
        </p>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { replySchema } from '@/shared/schemas/tickets';
import { MessageForm } from '@/web/components/message-form';
import { Badge } from '@/web/components/ui/badge';
import { describeFailure } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import { operation } from '../api/client';
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
  const reply = useReplyToTicket();
  const open = canReply(ticket.estado);

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
        <MessageForm
          field="mensaje"
          rule={replySchema.shape.mensaje}
          label={t('ui.replyLabel')}
          hint={t('ui.replyHint')}
          maxLength={10_000}
          submitLabel={t('ui.sendReply')}
          failure={describeFailure(operation('reply'))}
          onSend={(mensaje) => reply.mutateAsync({ id: ticket.id, mensaje })}
          onSent={() => notify.success(t('ui.replySent'))}
        />
      ) : (
        <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
          {t('ui.closedNotice')}
        </p>
      )}
    </div>
  );
}

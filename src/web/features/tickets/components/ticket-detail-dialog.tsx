import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFormatters } from '@/web/lib/use-formatters';
import { useTicket } from '../api/get-ticket';
import { TicketAdminControls } from './ticket-admin-controls';
import { TicketPriorityBadge, TicketStateBadge } from './ticket-badges';
import { TicketThread } from './ticket-thread';

/** One ticket: summary, (admins) its management, the thread and the reply box. Esc closes it. */
export function TicketDetailDialog({
  ticketId,
  onClose,
  admin = false,
}: {
  ticketId: string | null;
  onClose: () => void;
  admin?: boolean;
}) {
  const { t } = useTranslation('tickets');
  const format = useFormatters();
  const { data: ticket, isPending, isError, refetch } = useTicket(ticketId);
  return (
    <Dialog open={ticketId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {ticket ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{ticket.asunto}</DialogTitle>
              <DialogDescription asChild>
                <div className="flex flex-wrap items-center gap-2">
                  <TicketStateBadge state={ticket.estado} />
                  <TicketPriorityBadge priority={ticket.prioridad} />
                  <span>{t('ui.openedOn', { date: format.dateTime(ticket.created_at) })}</span>
                  {admin && (
                    <span>
                      · {ticket.client_name} ({ticket.email})
                    </span>
                  )}
                </div>
              </DialogDescription>
            </DialogHeader>
            {admin && <TicketAdminControls ticket={ticket} />}
            <TicketThread ticket={ticket} />
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('ui.detailTitle')}</DialogTitle>
              <DialogDescription>{isError ? t('ui.loadError') : t('ui.loading')}</DialogDescription>
            </DialogHeader>
            {isPending && !isError ? (
              <div className="grid gap-2" aria-hidden="true">
                <Skeleton className="h-20" />
                <Skeleton className="h-16" />
                <Skeleton className="h-24" />
              </div>
            ) : (
              <Button variant="outline" className="justify-self-start" onClick={() => void refetch()}>
                {t('ui.retry')}
              </Button>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { ChevronRight, LifeBuoy, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@/shared/schemas/tickets';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFormatters } from '@/web/lib/use-formatters';
import { TicketPriorityBadge, TicketStateBadge } from './ticket-badges';

export function TicketListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="grid gap-2" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-[76px]" />
      ))}
    </div>
  );
}

export function TicketsEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
      <LifeBuoy className="size-6 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm">{children}</p>
      {action}
    </div>
  );
}

/** Tickets as rows (cards on every width): subject, state, priority, date, replies. */
export function TicketList({
  tickets,
  onOpen,
  showClient = false,
  busy,
  label,
}: {
  tickets: Ticket[];
  onOpen: (ticket: Ticket) => void;
  showClient?: boolean;
  busy?: boolean;
  label: string;
}) {
  const { t } = useTranslation('tickets');
  const format = useFormatters();
  return (
    <ul className="grid gap-2" aria-label={label} aria-busy={busy || undefined}>
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <button
            type="button"
            onClick={() => onOpen(ticket)}
            className="flex min-h-11 w-full items-center gap-3 rounded-lg border bg-card p-3 text-left transition-colors hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <div className="grid min-w-0 flex-1 gap-1.5">
              <span className="truncate font-medium">{ticket.asunto}</span>
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <TicketStateBadge state={ticket.estado} />
                <TicketPriorityBadge priority={ticket.prioridad} />
                {showClient && <span className="truncate">{ticket.client_name}</span>}
                {showClient && ticket.assignee_name && (
                  <span className="truncate">→ {ticket.assignee_name}</span>
                )}
                <time dateTime={ticket.updated_at}>{format.dateTime(ticket.updated_at)}</time>
                <span className="inline-flex items-center gap-1 tabular-nums">
                  <MessageSquare className="size-3" aria-hidden="true" />
                  {t('ui.replyCount', { count: ticket.reply_count })}
                </span>
              </div>
            </div>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

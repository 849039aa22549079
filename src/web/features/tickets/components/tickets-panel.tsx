import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '@/shared/schemas/tickets';
import { Button } from '@/web/components/ui/button';
import { TICKET_PAGE_SIZE, type useTickets } from '../api/list-tickets';
import { TicketList, TicketListSkeleton } from './ticket-list';
import { TicketPagination } from './ticket-pagination';

/**
 * A page of tickets as it loads: skeleton rows, the error with a retry, `empty` when there are
 * none, else the list; then the pager.
 */
export function TicketsPanel({
  query,
  skeletonRows,
  empty,
  onOpen,
  showClient,
  label,
  onPage,
}: {
  query: ReturnType<typeof useTickets>;
  skeletonRows?: number;
  empty: ReactNode;
  onOpen: (ticket: Ticket) => void;
  showClient?: boolean;
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('tickets');
  const { data, isPending, isError, refetch, isPlaceholderData } = query;
  return (
    <>
      {isPending ? (
        <TicketListSkeleton rows={skeletonRows} />
      ) : isError ? (
        <div className="grid justify-items-start gap-2 text-sm">
          <p>{t('ui.loadError')}</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('ui.retry')}
          </Button>
        </div>
      ) : data.tickets.length === 0 ? (
        empty
      ) : (
        <TicketList
          tickets={data.tickets}
          onOpen={onOpen}
          showClient={showClient}
          busy={isPlaceholderData}
          label={label}
        />
      )}
      {data && (
        <TicketPagination
          page={data.page}
          limit={data.limit || TICKET_PAGE_SIZE}
          shown={data.tickets.length}
          total={data.total}
          totalPages={data.totalPages}
          onPage={onPage}
        />
      )}
    </>
  );
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { unwrap } from '@/web/lib/api-client';
import { toListQuery, TICKET_PAGE_SIZE, type TicketFilters } from '../lib/ticket-filters';
import { operation, ticketsApi } from './client';
import { ticketKeys } from './query-keys';

/** One page of GET /api/tickets: `{ tickets, total, page, limit, totalPages }`. */
export type TicketPage = InferResponseType<typeof ticketsApi.index.$get, 200>;

/** GET /api/tickets: a client's own tickets, or (admins) everyone's, filtered and paged. */
export async function listTickets(filters: TicketFilters, signal?: AbortSignal): Promise<TicketPage> {
  return unwrap(ticketsApi.index.$get({ query: toListQuery(filters) }, { init: { signal: signal ?? null } }));
}

export const ticketListQueryOptions = (filters: TicketFilters) =>
  queryOptions({
    queryKey: ticketKeys.list(filters),
    queryFn: ({ signal }) => listTickets(filters, signal),
    placeholderData: keepPreviousData,
    meta: { operation: operation('load') },
  });

export function useTickets(filters: TicketFilters) {
  return useQuery(ticketListQueryOptions(filters));
}

export { TICKET_PAGE_SIZE };

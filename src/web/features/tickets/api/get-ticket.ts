import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ticketDetailSchema } from '@/shared/schemas/tickets';
import { unwrap } from '@/web/lib/api-client';
import { operation, ticketsApi } from './client';
import { ticketKeys } from './query-keys';

export type TicketDetail = z.infer<typeof ticketDetailSchema>;
export type TicketReply = TicketDetail['replies'][number];

/** GET /api/tickets/{id}: the ticket with its replies, oldest first. */
export async function getTicket(id: string, signal?: AbortSignal): Promise<TicketDetail> {
  const { ticket } = await unwrap(
    ticketsApi[':id'].$get({ param: { id } }, { init: { signal: signal ?? null } }),
  );
  return ticket;
}

export const ticketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ticketKeys.detail(id),
    queryFn: ({ signal }) => getTicket(id, signal),
    meta: { operation: operation('loadOne') },
  });

export function useTicket(id: string | null) {
  return useQuery({ ...ticketQueryOptions(id ?? ''), enabled: !!id });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createTicketSchema, Ticket } from '@/shared/schemas/tickets';
import { unwrap } from '@/web/lib/api-client';
import { ticketsApi } from './client';
import { ticketKeys } from './query-keys';

export type CreateTicketInput = z.input<typeof createTicketSchema>;

/** POST /api/tickets: opens a ticket (the e-mail defaults to the account's). */
export async function createTicket(input: CreateTicketInput): Promise<Ticket> {
  const { ticket } = await unwrap(ticketsApi.index.$post({ json: input }));
  return ticket;
}

/** The form places the server's validation errors on its fields: no toast from the cache. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}

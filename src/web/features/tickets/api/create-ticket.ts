import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createTicketSchema, Ticket } from '@/shared/schemas/tickets';
import { unwrap } from '@/web/lib/api-client';
import { operation, ticketsApi } from './client';
import { ticketKeys } from './query-keys';

export type CreateTicketInput = z.input<typeof createTicketSchema>;

/** POST /api/tickets: opens a ticket (the e-mail defaults to the account's). */
export async function createTicket(input: CreateTicketInput): Promise<Ticket> {
  const { ticket } = await unwrap(ticketsApi.index.$post({ json: input }));
  return ticket;
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    meta: { operation: operation('create') },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Ticket, updateTicketSchema } from '@/shared/schemas/tickets';
import { unwrap } from '@/web/lib/api-client';
import { versionConflictOf } from '@/web/lib/version-conflict';
import { operation, ticketsApi } from './client';
import type { TicketDetail } from './get-ticket';
import { ticketKeys } from './query-keys';

export type UpdateTicketInput = { id: string } & z.input<typeof updateTicketSchema>;

/** PATCH /api/tickets/{id} (admin): state, priority, assignment. */
export async function updateTicket({ id, ...changes }: UpdateTicketInput): Promise<Ticket> {
  const { ticket } = await unwrap(ticketsApi[':id'].$patch({ param: { id }, json: changes }));
  return ticket;
}

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    meta: { operation: operation('update') },
    onSuccess: async (ticket) => {
      queryClient.setQueryData<TicketDetail>(ticketKeys.detail(ticket.id), (old) =>
        old ? { ...old, ...ticket } : old,
      );
      await queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    },
    // Someone changed the ticket meanwhile: show it as it is now.
    onError: (error) =>
      versionConflictOf(error) && queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}

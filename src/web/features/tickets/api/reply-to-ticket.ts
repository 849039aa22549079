import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { ticketsApi } from './client';
import type { TicketDetail } from './get-ticket';
import { ticketKeys } from './query-keys';

/** POST /api/tickets/{id}/replies: answers the ticket with its new thread. */
export async function replyToTicket({ id, mensaje }: { id: string; mensaje: string }): Promise<TicketDetail> {
  const { ticket } = await unwrap(ticketsApi[':id'].replies.$post({ param: { id }, json: { mensaje } }));
  return ticket;
}

export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    // The reply box shows the error on its form: no toast.
    meta: { silent: true },
    onSuccess: async (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
      await queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}

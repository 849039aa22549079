import type { ticketReplies, tickets } from '../../db/schema/tickets';
import type { Ticket, ticketDetailSchema } from '../../../shared/schemas/tickets';
import type { z } from 'zod';

type TicketReply = z.infer<typeof ticketDetailSchema>['replies'][number];

/** A ticket row with its client's and assignee's names and its number of replies. */
export interface TicketJoined {
  t: typeof tickets.$inferSelect;
  clientName: string | null;
  assigneeName: string | null;
  replyCount: number;
}

export function presentTicket({ t, clientName, assigneeName, replyCount }: TicketJoined): Ticket {
  return {
    id: t.id,
    user_id: t.userId,
    client_name: clientName ?? '',
    assigned_to: t.assignedTo,
    assignee_name: assigneeName ?? null,
    asunto: t.asunto,
    mensaje: t.mensaje,
    email: t.email,
    estado: t.estado,
    prioridad: t.prioridad,
    reply_count: replyCount,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    version: t.version,
  };
}

/** A reply with its author's name; `is_staff` when an admin wrote it. */
export function presentReply(r: {
  r: typeof ticketReplies.$inferSelect;
  author: string | null;
  role: 'admin' | 'user' | null;
}): TicketReply {
  return {
    id: r.r.id,
    user_id: r.r.userId,
    author_name: r.author ?? '',
    is_staff: r.role === 'admin',
    mensaje: r.r.mensaje,
    created_at: r.r.createdAt.toISOString(),
  };
}

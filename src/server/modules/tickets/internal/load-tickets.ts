import { aliasedTable, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { ticketReplies, tickets } from '../../../db/schema/tickets';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../../shared/errors';
import type { Ticket } from '../../../../shared/schemas/tickets';
import { presentReply, presentTicket } from '../present-ticket';

const assignee = aliasedTable(users, 'assignee');

/** Tickets with their client, assignee and number of replies, most recently moved first. */
export async function loadTickets(
  tx: Tx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<Ticket[]> {
  const rows = await tx
    .select({
      t: tickets,
      clientName: users.fullName,
      assigneeName: assignee.fullName,
      replyCount: sql<number>`(select count(*)::int from ${ticketReplies} r where r.ticket_id = ${tickets.id})`,
    })
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.userId))
    .leftJoin(assignee, eq(assignee.id, tickets.assignedTo))
    .where(where)
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(presentTicket);
}

/** The row of a ticket the caller may see, or 404. */
export async function findTicket(tx: Tx, id: string) {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, id));
  if (!row) throw new AppError('NOT_FOUND', { message: 'tickets:errors.notFound' });
  return row;
}

/** One ticket the caller may see, presented, or 404. */
export async function getTicketIn(tx: Tx, id: string): Promise<Ticket> {
  const [ticket] = await loadTickets(tx, eq(tickets.id, id), { limit: 1, offset: 0 });
  if (!ticket) throw new AppError('NOT_FOUND', { message: 'tickets:errors.notFound' });
  return ticket;
}

/** One ticket with its replies, oldest first. */
export async function getTicketDetailIn(tx: Tx, id: string) {
  const ticket = await getTicketIn(tx, id);
  const replies = await tx
    .select({ r: ticketReplies, author: users.fullName, role: users.role })
    .from(ticketReplies)
    .leftJoin(users, eq(users.id, ticketReplies.userId))
    .where(eq(ticketReplies.ticketId, id))
    .orderBy(asc(ticketReplies.createdAt));
  return { ...ticket, replies: replies.map(presentReply) };
}

import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { ticketReplies, tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import { paths } from '../../../shared/paths';
import { adminIds, notify } from '../notifications/notify';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { findTicket, getTicketDetailIn } from './internal/load-tickets';
import { ticketPolicy } from './policy';

/**
 * A reply from either side; the other side is notified. A staff reply moves an open ticket to
 * en_progreso. Answers the ticket with its replies, read in the same transaction.
 */
export async function replyToTicket(db: Database, caller: Caller, id: string, mensaje: string) {
  return asCaller(db, caller, async (tx) => {
    const ticket = await findTicket(tx, id);
    await tx.insert(ticketReplies).values({ ticketId: id, userId: caller.id, mensaje });
    if (ticketPolicy.isStaff(caller)) {
      await tx
        .update(tickets)
        .set({
          updatedAt: new Date(),
          ...(ticket.estado === 'abierto' && { estado: 'en_progreso' as const }),
        })
        .where(eq(tickets.id, id));
      await notify(tx, [ticket.userId], {
        titleKey: 'tickets:notify.replyTitle',
        messageKey: 'tickets:notify.replyMessage',
        params: { subject: ticket.asunto },
        type: 'info',
        category: 'ticket',
        actionUrl: paths.app.support.getHref(),
        senderId: caller.id,
      });
    } else {
      const [me] = await tx
        .select({ fullName: users.fullName, email: users.email })
        .from(users)
        .where(eq(users.id, caller.id));
      await notify(tx, ticket.assignedTo ? [ticket.assignedTo] : await adminIds(tx), {
        titleKey: 'tickets:notify.clientReplyTitle',
        messageKey: 'tickets:notify.clientReplyMessage',
        params: { user: me?.fullName || me?.email || '', subject: ticket.asunto },
        type: 'info',
        category: 'ticket',
        actionUrl: paths.admin.tickets.getHref(),
        senderId: caller.id,
      });
    }
    const detail = await getTicketDetailIn(tx, id);
    await recordWebhookEvent(tx, 'ticket.updated', detail);
    return detail;
  });
}

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import { paths } from '../../../shared/paths';
import type { createTicketSchema } from '../../../shared/schemas/tickets';
import { adminIds, notify } from '../notifications/notify';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { getTicketIn } from './internal/load-tickets';

type Input = z.output<typeof createTicketSchema>;

/** A client opens a ticket (e-mail prefilled from the account); the agency is notified. */
export async function createTicket(db: Database, caller: Caller, input: Input) {
  return asCaller(db, caller, async (tx) => {
    const [me] = await tx
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, caller.id));
    const [row] = await tx
      .insert(tickets)
      .values({
        userId: caller.id,
        asunto: input.asunto,
        mensaje: input.mensaje,
        email: input.email ?? me!.email,
        prioridad: input.prioridad,
      })
      .returning({ id: tickets.id });
    await notify(tx, await adminIds(tx), {
      titleKey: 'tickets:notify.openedTitle',
      messageKey: 'tickets:notify.openedMessage',
      params: { user: me!.fullName || me!.email, subject: input.asunto },
      type: input.prioridad === 'urgente' ? 'warning' : 'info',
      category: 'ticket',
      isUrgent: input.prioridad === 'urgente',
      actionUrl: paths.admin.tickets.getHref(),
      senderId: caller.id,
    });
    const ticket = await getTicketIn(tx, row!.id);
    await recordWebhookEvent(tx, 'ticket.opened', ticket);
    return ticket;
  });
}

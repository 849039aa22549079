import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { tickets } from '../../db/schema/tickets';
import { sameVersion, versionConflict } from '../../lib/record-version';
import { AppError } from '../../../shared/errors';
import { paths } from '../../../shared/paths';
import type { updateTicketSchema } from '../../../shared/schemas/tickets';
import { translator } from '../../lib/i18n';
import { isAdminUser } from '../../lib/is-admin-user';
import { notify } from '../notifications/notify';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { findTicket, getTicketIn } from './internal/load-tickets';
import { ticketPolicy } from './policy';

type Input = z.output<typeof updateTicketSchema>;

/** Admin: state, priority, assignment (to staff only); the client (and a new assignee) are told. */
export async function updateTicket(db: Database, caller: Caller, id: string, input: Input) {
  ticketPolicy.assertCanManage(caller);
  return asCaller(db, caller, async (tx) => {
    const current = await findTicket(tx, id);
    if (input.assigned_to && !(await isAdminUser(tx, input.assigned_to)))
      throw new AppError('BAD_REQUEST', { message: 'tickets:errors.assigneeInvalid' });
    const [row] = await tx
      .update(tickets)
      .set({
        ...(input.estado && { estado: input.estado }),
        ...(input.prioridad && { prioridad: input.prioridad }),
        ...(input.assigned_to !== undefined && { assignedTo: input.assigned_to }),
        updatedAt: new Date(),
      })
      .where(sameVersion(tickets.id, id, tickets.version, input.version))
      .returning({ id: tickets.id });
    if (!row) throw versionConflict(await getTicketIn(tx, id));
    if (input.estado && input.estado !== current.estado) {
      await notify(tx, [current.userId], {
        titleKey: 'tickets:notify.stateTitle',
        messageKey: 'tickets:notify.stateMessage',
        params: { subject: current.asunto, state: translator('es')(`tickets:states.${input.estado}`) },
        type: input.estado === 'resuelto' ? 'success' : 'info',
        category: 'ticket',
        actionUrl: paths.app.support.getHref(),
        senderId: caller.id,
      });
    }
    if (input.assigned_to && input.assigned_to !== current.assignedTo) {
      await notify(tx, [input.assigned_to], {
        titleKey: 'tickets:notify.assignedTitle',
        messageKey: 'tickets:notify.assignedMessage',
        params: { subject: current.asunto },
        type: 'info',
        category: 'ticket',
        actionUrl: paths.admin.tickets.getHref(),
        senderId: caller.id,
      });
    }
    const ticket = await getTicketIn(tx, id);
    await recordWebhookEvent(tx, 'ticket.updated', ticket);
    return ticket;
  });
}

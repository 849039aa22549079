import { aliasedTable, and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database, type Tx } from '../../db/client';
import { ticketReplies, tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import { AppError } from '../../../shared/errors';
import type {
  createTicketSchema,
  listTicketsQuerySchema,
  Ticket,
  updateTicketSchema,
} from '../../../shared/schemas/tickets';
import { translator } from '../../lib/i18n';
import { adminIds, notify } from '../notifications/notify';

const assignee = aliasedTable(users, 'assignee');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function load(tx: Tx, where: SQL | undefined, limit: number, offset: number): Promise<Ticket[]> {
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
    .limit(limit)
    .offset(offset);
  return rows.map(({ t, clientName, assigneeName, replyCount }) => ({
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
  }));
}

async function find(tx: Tx, id: string) {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, id));
  if (!row) throw new AppError('NOT_FOUND', { message: 'tickets:errors.notFound' });
  return row;
}

/** Clients see their own tickets (row-level security); admins all, with filters. */
export async function listTickets(db: Database, caller: Caller, q: z.output<typeof listTicketsQuerySchema>) {
  return asCaller(db, caller, async (tx) => {
    const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
    const where = and(
      q.estado ? eq(tickets.estado, q.estado) : undefined,
      q.prioridad ? eq(tickets.prioridad, q.prioridad) : undefined,
      q.assigned_to ? eq(tickets.assignedTo, q.assigned_to) : undefined,
      pattern ? or(ilike(tickets.asunto, pattern), ilike(tickets.mensaje, pattern)) : undefined,
    );
    const items = await load(tx, where, q.limit, (q.page - 1) * q.limit);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(tickets).where(where);
    return { tickets: items, total, page: q.page, limit: q.limit, totalPages: Math.ceil(total / q.limit) };
  });
}

export async function getTicket(db: Database, caller: Caller, id: string) {
  return asCaller(db, caller, async (tx) => {
    await find(tx, id);
    const [ticket] = await load(tx, eq(tickets.id, id), 1, 0);
    const replies = await tx
      .select({ r: ticketReplies, author: users.fullName, role: users.role })
      .from(ticketReplies)
      .leftJoin(users, eq(users.id, ticketReplies.userId))
      .where(eq(ticketReplies.ticketId, id))
      .orderBy(asc(ticketReplies.createdAt));
    return {
      ...ticket!,
      replies: replies.map(({ r, author, role }) => ({
        id: r.id,
        user_id: r.userId,
        author_name: author ?? '',
        is_staff: role === 'admin',
        mensaje: r.mensaje,
        created_at: r.createdAt.toISOString(),
      })),
    };
  });
}

/** A client opens a ticket (e-mail prefilled from the account); the agency is notified. */
export async function createTicket(db: Database, caller: Caller, input: z.output<typeof createTicketSchema>) {
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
      .returning();
    await notify(tx, await adminIds(tx), {
      titleKey: 'tickets:notify.openedTitle',
      messageKey: 'tickets:notify.openedMessage',
      params: { user: me!.fullName || me!.email, subject: input.asunto },
      type: input.prioridad === 'urgente' ? 'warning' : 'info',
      category: 'ticket',
      isUrgent: input.prioridad === 'urgente',
      actionUrl: '/admin#tickets',
      senderId: caller.id,
    });
    const [ticket] = await load(tx, eq(tickets.id, row!.id), 1, 0);
    return ticket!;
  });
}

/** Admin: state, priority, assignment; the client (and a new assignee) are told. */
export async function updateTicket(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof updateTicketSchema>,
) {
  if (caller.role !== 'admin') throw new AppError('PERMISSION', { message: 'projects:errors.onlyAdmins' });
  return asCaller(db, caller, async (tx) => {
    const current = await find(tx, id);
    if (input.assigned_to) {
      const [staff] = await tx
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, input.assigned_to));
      if (staff?.role !== 'admin')
        throw new AppError('BAD_REQUEST', { message: 'tickets:errors.assigneeInvalid' });
    }
    await tx
      .update(tickets)
      .set({
        ...(input.estado && { estado: input.estado }),
        ...(input.prioridad && { prioridad: input.prioridad }),
        ...(input.assigned_to !== undefined && { assignedTo: input.assigned_to }),
        updatedAt: new Date(),
      })
      .where(eq(tickets.id, id));
    if (input.estado && input.estado !== current.estado) {
      await notify(tx, [current.userId], {
        titleKey: 'tickets:notify.stateTitle',
        messageKey: 'tickets:notify.stateMessage',
        params: { subject: current.asunto, state: translator('es')(`tickets:states.${input.estado}`) },
        type: input.estado === 'resuelto' ? 'success' : 'info',
        category: 'ticket',
        actionUrl: '/soporte',
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
        actionUrl: '/admin#tickets',
        senderId: caller.id,
      });
    }
    const [ticket] = await load(tx, eq(tickets.id, id), 1, 0);
    return ticket!;
  });
}

/** A reply from either side; the other side is notified. */
export async function replyToTicket(db: Database, caller: Caller, id: string, mensaje: string) {
  return asCaller(db, caller, async (tx) => {
    const ticket = await find(tx, id);
    await tx.insert(ticketReplies).values({ ticketId: id, userId: caller.id, mensaje });
    const [me] = await tx
      .select({ fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, caller.id));
    if (caller.role === 'admin') {
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
        actionUrl: '/soporte',
        senderId: caller.id,
      });
    } else {
      await notify(tx, ticket.assignedTo ? [ticket.assignedTo] : await adminIds(tx), {
        titleKey: 'tickets:notify.clientReplyTitle',
        messageKey: 'tickets:notify.clientReplyMessage',
        params: { user: me?.fullName || me?.email || '', subject: ticket.asunto },
        type: 'info',
        category: 'ticket',
        actionUrl: '/admin#tickets',
        senderId: caller.id,
      });
    }
  }).then(() => getTicket(db, caller, id));
}

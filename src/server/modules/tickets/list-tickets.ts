import { and, count, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { tickets } from '../../db/schema/tickets';
import { pageMeta, pageOffset } from '../../../shared/schemas/common';
import type { listTicketsQuerySchema } from '../../../shared/schemas/tickets';
import { loadTickets } from './internal/load-tickets';
import { escapeLike } from '../../lib/escape-like';

type Query = z.output<typeof listTicketsQuerySchema>;

function ticketFilters(q: Query) {
  const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
  return and(
    q.estado ? eq(tickets.estado, q.estado) : undefined,
    q.prioridad ? eq(tickets.prioridad, q.prioridad) : undefined,
    q.assigned_to ? eq(tickets.assignedTo, q.assigned_to) : undefined,
    pattern ? or(ilike(tickets.asunto, pattern), ilike(tickets.mensaje, pattern)) : undefined,
  );
}

/** Clients see their own tickets (row-level security); admins all, with filters. */
export async function listTickets(db: Database, caller: Caller, q: Query) {
  return asCaller(db, caller, async (tx) => {
    const where = ticketFilters(q);
    const items = await loadTickets(tx, where, { limit: q.limit, offset: pageOffset(q) });
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(tickets).where(where);
    return { tickets: items, ...pageMeta(total, q) };
  });
}

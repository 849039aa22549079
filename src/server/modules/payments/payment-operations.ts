import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database, type Tx } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { iso } from '../../lib/dates';
import { AppError } from '../../../shared/errors';
import type {
  createPaymentSchema,
  listPaymentsQuerySchema,
  Payment,
  updatePaymentSchema,
} from '../../../shared/schemas/payments';
import { notify } from '../notifications/notify';
import { assertAdmin } from '../users/user-operations';

const overdueSql = sql<boolean>`(${payments.status} = 'pending' AND ${payments.dueDate} < current_date)`;

async function load(tx: Tx, where: SQL | undefined, limit: number, offset: number): Promise<Payment[]> {
  const rows = await tx
    .select({
      p: payments,
      clientName: users.fullName,
      clientEmail: users.email,
      projectName: projects.name,
      overdue: overdueSql,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(projects, eq(projects.id, payments.projectId))
    .where(where)
    .orderBy(desc(payments.issueDate), desc(payments.number))
    .limit(limit)
    .offset(offset);
  return rows.map(({ p, clientName, clientEmail, projectName, overdue }) => ({
    id: p.id,
    number: p.number,
    user_id: p.userId,
    client_name: clientName ?? '',
    client_email: clientEmail ?? '',
    project_id: p.projectId,
    project_name: projectName ?? null,
    concept: p.concept,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    overdue,
    issue_date: p.issueDate,
    due_date: p.dueDate,
    paid_at: iso(p.paidAt),
    created_at: p.createdAt.toISOString(),
  }));
}

function filters(q: { status?: string; user_id?: string }) {
  return and(
    q.status === 'overdue'
      ? overdueSql
      : q.status
        ? eq(payments.status, q.status as 'pending' | 'paid' | 'cancelled')
        : undefined,
    q.user_id ? eq(payments.userId, q.user_id) : undefined,
  );
}

/** Clients: their own invoices (row-level security). Admins: all, filterable. */
export async function listPayments(
  db: Database,
  caller: Caller,
  q: z.output<typeof listPaymentsQuerySchema>,
) {
  return asCaller(db, caller, async (tx) => {
    const where = filters(q);
    const items = await load(tx, where, q.limit, (q.page - 1) * q.limit);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(payments).where(where);
    return { payments: items, total, page: q.page, limit: q.limit, totalPages: Math.ceil(total / q.limit) };
  });
}

/** Totals by status (overdue apart) and the last 12 months invoiced and paid. */
export async function paymentSummary(db: Database, caller: Caller, userId?: string) {
  return asCaller(db, caller, async (tx) => {
    const scope = userId ? eq(payments.userId, userId) : undefined;
    const [t] = await tx
      .select({
        pending: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'pending' and not ${overdueSql}), 0)::float`,
        paid: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'paid'), 0)::float`,
        cancelled: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'cancelled'), 0)::float`,
        overdue: sql<number>`coalesce(sum(${payments.amount}) filter (where ${overdueSql}), 0)::float`,
        nPending: sql<number>`count(*) filter (where ${payments.status} = 'pending' and not ${overdueSql})::int`,
        nPaid: sql<number>`count(*) filter (where ${payments.status} = 'paid')::int`,
        nCancelled: sql<number>`count(*) filter (where ${payments.status} = 'cancelled')::int`,
        nOverdue: sql<number>`count(*) filter (where ${overdueSql})::int`,
      })
      .from(payments)
      .where(scope);
    // One grouped pass over the invoices of the 12 months, joined onto the months (empty ones read 0).
    const start = sql`(date_trunc('month', now()) - interval '11 months')`;
    const months = await tx.execute<{ month: string; invoiced: number; paid: number }>(sql`
      SELECT to_char(m, 'YYYY-MM') AS month, coalesce(s.invoiced, 0)::float AS invoiced, coalesce(s.paid, 0)::float AS paid
        FROM generate_series(${start}, date_trunc('month', now()), interval '1 month') m
        LEFT JOIN (SELECT date_trunc('month', p.issue_date) AS m,
                          sum(p.amount) filter (where p.status <> 'cancelled') AS invoiced,
                          sum(p.amount) filter (where p.status = 'paid') AS paid
                     FROM ${payments} p
                    WHERE p.issue_date >= ${start}::date ${userId ? sql`AND p.user_id = ${userId}` : sql``}
                    GROUP BY 1) s USING (m)
       ORDER BY m`);
    return {
      totals: { pending: t!.pending, paid: t!.paid, cancelled: t!.cancelled, overdue: t!.overdue },
      counts: { pending: t!.nPending, paid: t!.nPaid, cancelled: t!.nCancelled, overdue: t!.nOverdue },
      by_month: months.rows,
    };
  });
}

async function one(tx: Tx, id: string) {
  const [p] = await load(tx, eq(payments.id, id), 1, 0);
  if (!p) throw new AppError('NOT_FOUND', { message: 'payments:errors.notFound' });
  return p;
}

/** Admin records an invoice; its number is FAC-<year>-<sequence>; the client is notified. */
export async function createPayment(
  db: Database,
  caller: Caller,
  input: z.output<typeof createPaymentSchema>,
) {
  assertAdmin(caller);
  return asCaller(db, caller, async (tx) => {
    const [client] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
    if (!client) throw new AppError('NOT_FOUND', { message: 'payments:errors.clientNotFound' });
    if (input.project_id) {
      const [project] = await tx
        .select({ owner: projects.createdBy })
        .from(projects)
        .where(eq(projects.id, input.project_id));
      if (project?.owner !== input.user_id)
        throw new AppError('BAD_REQUEST', { message: 'payments:errors.projectMismatch' });
    }
    const seq = await tx.execute<{ n: string }>(sql`SELECT nextval('invoice_number_seq') AS n`);
    const number = `FAC-${input.issue_date.slice(0, 4)}-${String(seq.rows[0]!.n).padStart(5, '0')}`;
    const [row] = await tx
      .insert(payments)
      .values({
        userId: input.user_id,
        projectId: input.project_id ?? null,
        number,
        concept: input.concept,
        amount: input.amount,
        currency: input.currency,
        issueDate: input.issue_date,
        dueDate: input.due_date,
        createdBy: caller.id,
      })
      .returning();
    await notify(tx, [input.user_id], {
      titleKey: 'payments:notify.issuedTitle',
      messageKey: 'payments:notify.issuedMessage',
      params: { number, amount: input.amount.toFixed(2), currency: input.currency, due: input.due_date },
      type: 'info',
      category: 'payment',
      actionUrl: '/facturacion',
      senderId: caller.id,
    });
    return one(tx, row!.id);
  });
}

export async function updatePayment(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof updatePaymentSchema>,
) {
  assertAdmin(caller);
  return asCaller(db, caller, async (tx) => {
    const [current] = await tx.select().from(payments).where(eq(payments.id, id));
    if (!current) throw new AppError('NOT_FOUND', { message: 'payments:errors.notFound' });
    if (current.status !== 'pending')
      throw new AppError('BAD_REQUEST', { message: 'payments:errors.notPending' });
    if (input.due_date && input.due_date < current.issueDate) {
      throw new AppError('VALIDATION', {
        details: [{ path: 'due_date', message: 'payments:validation.dueBeforeIssue' }],
      });
    }
    // As on creation: an invoice only ever points at a project of its own client.
    if (input.project_id) {
      const [project] = await tx
        .select({ owner: projects.createdBy })
        .from(projects)
        .where(eq(projects.id, input.project_id));
      if (project?.owner !== current.userId)
        throw new AppError('BAD_REQUEST', { message: 'payments:errors.projectMismatch' });
    }
    await tx
      .update(payments)
      .set({
        ...(input.concept !== undefined && { concept: input.concept }),
        ...(input.amount !== undefined && { amount: input.amount }),
        ...(input.currency !== undefined && { currency: input.currency }),
        ...(input.due_date !== undefined && { dueDate: input.due_date }),
        ...(input.project_id !== undefined && { projectId: input.project_id }),
        updatedAt: new Date(),
      })
      .where(eq(payments.id, id));
    return one(tx, id);
  });
}

/** pending → paid (client thanked) or pending → cancelled. */
export async function settlePayment(db: Database, caller: Caller, id: string, to: 'paid' | 'cancelled') {
  assertAdmin(caller);
  return asCaller(db, caller, async (tx) => {
    const [updated] = await tx
      .update(payments)
      .set({ status: to, paidAt: to === 'paid' ? new Date() : null, updatedAt: new Date() })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
      .returning();
    if (!updated) {
      const [exists] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, id));
      throw exists
        ? new AppError('BAD_REQUEST', { message: 'payments:errors.notPending' })
        : new AppError('NOT_FOUND', { message: 'payments:errors.notFound' });
    }
    if (to === 'paid') {
      await notify(tx, [updated.userId], {
        titleKey: 'payments:notify.paidTitle',
        messageKey: 'payments:notify.paidMessage',
        params: { number: updated.number },
        type: 'success',
        category: 'payment',
        actionUrl: '/facturacion',
        senderId: caller.id,
      });
    }
    return one(tx, id);
  });
}

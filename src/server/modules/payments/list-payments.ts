import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { pageMeta, pageOffset } from '../../../shared/schemas/common';
import type { listPaymentsQuerySchema } from '../../../shared/schemas/payments';
import { loadPayments, overdueSql } from './internal/load-payments';

type Query = z.output<typeof listPaymentsQuerySchema>;

function paymentFilters(q: Query) {
  return and(
    q.status === 'overdue' ? overdueSql : q.status ? eq(payments.status, q.status) : undefined,
    q.user_id ? eq(payments.userId, q.user_id) : undefined,
  );
}

/** Clients: their own invoices (row-level security). Admins: all, filterable. */
export async function listPayments(db: Database, caller: Caller, q: Query) {
  return asCaller(db, caller, async (tx) => {
    const where = paymentFilters(q);
    const items = await loadPayments(tx, where, { limit: q.limit, offset: pageOffset(q) });
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(payments).where(where);
    return { payments: items, ...pageMeta(total, q) };
  });
}

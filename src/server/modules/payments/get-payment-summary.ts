import { eq, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { overdueSql } from './internal/load-payments';
import { paymentPolicy } from './policy';

/** Totals by status (overdue apart) and the last 12 months invoiced and paid. */
export async function getPaymentSummary(db: Database, caller: Caller, userId?: string) {
  paymentPolicy.assertCanSummarize(caller, userId);
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

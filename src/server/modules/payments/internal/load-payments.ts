import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { payments } from '../../../db/schema/payments';
import { projects } from '../../../db/schema/projects';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../../shared/errors';
import type { Payment } from '../../../../shared/schemas/payments';
import { presentPayment } from '../present-payment';

/** Overdue is derived, never stored: pending and past its due date (decision 0008). */
export const overdueSql = sql<boolean>`(${payments.status} = 'pending' AND ${payments.dueDate} < current_date)`;

/** Invoices with their client and project, newest issue first. */
export async function loadPayments(
  tx: Tx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<Payment[]> {
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
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(presentPayment);
}

/** One invoice the caller may see, or 404. */
export async function getPaymentIn(tx: Tx, id: string): Promise<Payment> {
  const [payment] = await loadPayments(tx, eq(payments.id, id), { limit: 1, offset: 0 });
  if (!payment) throw new AppError('NOT_FOUND', { message: 'payments:errors.notFound' });
  return payment;
}

/** An invoice may point only at a project of its own client. */
export async function assertProjectOfClient(tx: Tx, projectId: string, clientId: string) {
  const [project] = await tx
    .select({ owner: projects.createdBy })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (project?.owner !== clientId)
    throw new AppError('BAD_REQUEST', { message: 'payments:errors.projectMismatch' });
}

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { sameVersion, versionConflict } from '../../lib/record-version';
import { AppError } from '../../../shared/errors';
import type { updatePaymentSchema } from '../../../shared/schemas/payments';
import { assertProjectOfClient, getPaymentIn } from './internal/load-payments';
import { paymentPolicy } from './policy';

type Input = z.output<typeof updatePaymentSchema>;

/** Admin edits a pending invoice; the due date never falls before the issue date. */
export async function updatePayment(db: Database, caller: Caller, id: string, input: Input) {
  paymentPolicy.assertCanManage(caller);
  return asCaller(db, caller, async (tx) => {
    const [current] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', { message: 'payments:errors.notFound' });
    // A stale editor hears that the invoice moved on (it may have been settled meanwhile).
    if (input.version !== undefined && input.version !== current.version)
      throw versionConflict(await getPaymentIn(tx, id));
    if (current.status !== 'pending')
      throw new AppError('BAD_REQUEST', { message: 'payments:errors.notPending' });
    if (input.due_date && input.due_date < current.issueDate) {
      throw new AppError('VALIDATION', {
        details: [{ path: 'due_date', message: 'payments:validation.dueBeforeIssue' }],
      });
    }
    // As on creation: an invoice only ever points at a project of its own client.
    if (input.project_id) await assertProjectOfClient(tx, input.project_id, current.userId);
    const [row] = await tx
      .update(payments)
      .set({
        ...(input.concept !== undefined && { concept: input.concept }),
        ...(input.amount !== undefined && { amount: input.amount }),
        ...(input.currency !== undefined && { currency: input.currency }),
        ...(input.due_date !== undefined && { dueDate: input.due_date }),
        ...(input.project_id !== undefined && { projectId: input.project_id }),
        updatedAt: new Date(),
      })
      .where(sameVersion(payments.id, id, payments.version, input.version))
      .returning({ id: payments.id });
    if (!row) throw versionConflict(await getPaymentIn(tx, id));
    return getPaymentIn(tx, id);
  });
}

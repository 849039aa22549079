import { and, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../../shared/errors';
import { paths } from '../../../shared/paths';
import { notify } from '../notifications/notify';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { getPaymentIn } from './internal/load-payments';
import { paymentPolicy } from './policy';

/** pending → paid (the client is thanked) or pending → cancelled; nothing else moves. */
export async function settlePayment(db: Database, caller: Caller, id: string, to: 'paid' | 'cancelled') {
  paymentPolicy.assertCanManage(caller);
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
        actionUrl: paths.app.billing.getHref(),
        senderId: caller.id,
      });
    }
    const payment = await getPaymentIn(tx, id);
    if (to === 'paid') await recordWebhookEvent(tx, 'invoice.paid', payment);
    return payment;
  });
}

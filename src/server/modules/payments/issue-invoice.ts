import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { AppError } from '../../../shared/errors';
import { paths } from '../../../shared/paths';
import { notify } from '../notifications/notify';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';
import { assertProjectOfClient, getPaymentIn } from './internal/load-payments';

/** FAC-<issue year>-<sequence> (decision 0008): the year the invoice is dated, not the year it is typed in. */
function invoiceNumber(issueDate: string, sequence: number | string): string {
  return `FAC-${issueDate.slice(0, 4)}-${String(sequence).padStart(5, '0')}`;
}

export interface InvoiceInput {
  user_id: string;
  project_id?: string | null | undefined;
  concept: string;
  amount: number;
  currency: string;
  issue_date: string;
  due_date: string;
}

/**
 * Issues an invoice inside the caller's transaction (the agency's: an admin's, or the agency's work
 * on a client's acceptance, decision 0053): numbered, recorded, and the client notified by
 * `issuedBy` (the agency person the client hears it from). Returns its id and number.
 */
export async function issueInvoice(
  tx: Tx,
  issuedBy: string | null,
  input: InvoiceInput,
): Promise<{ id: string; number: string }> {
  const [client] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
  if (!client) throw new AppError('NOT_FOUND', { message: 'payments:errors.clientNotFound' });
  if (input.project_id) await assertProjectOfClient(tx, input.project_id, input.user_id);
  const seq = await tx.execute<{ n: string }>(sql`SELECT nextval('invoice_number_seq') AS n`);
  const number = invoiceNumber(input.issue_date, seq.rows[0]!.n);
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
      createdBy: issuedBy,
    })
    .returning({ id: payments.id });
  await notify(tx, [input.user_id], {
    titleKey: 'payments:notify.issuedTitle',
    messageKey: 'payments:notify.issuedMessage',
    params: { number, amount: input.amount.toFixed(2), currency: input.currency, due: input.due_date },
    type: 'info',
    category: 'payment',
    actionUrl: paths.app.billing.getHref(),
    ...(issuedBy && { senderId: issuedBy }),
  });
  await recordWebhookEvent(tx, 'invoice.created', await getPaymentIn(tx, row!.id));
  return { id: row!.id, number };
}

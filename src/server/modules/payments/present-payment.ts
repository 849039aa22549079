import type { payments } from '../../db/schema/payments';
import { iso } from '../../lib/dates';
import type { Payment } from '../../../shared/schemas/payments';

/** An invoice row with its client's and project's names and the derived overdue flag. */
export interface PaymentJoined {
  p: typeof payments.$inferSelect;
  clientName: string | null;
  clientEmail: string | null;
  projectName: string | null;
  overdue: boolean;
}

export function presentPayment({ p, clientName, clientEmail, projectName, overdue }: PaymentJoined): Payment {
  return {
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
    version: p.version,
  };
}

import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import type { createPaymentSchema } from '../../../shared/schemas/payments';
import { getPaymentIn } from './internal/load-payments';
import { issueInvoice } from './issue-invoice';
import { paymentPolicy } from './policy';

type Input = z.output<typeof createPaymentSchema>;

/** Admin records an invoice for a client (on one of their projects, optionally); the client is notified. */
export async function createPayment(db: Database, caller: Caller, input: Input) {
  paymentPolicy.assertCanManage(caller);
  return asCaller(db, caller, async (tx) => {
    const { id } = await issueInvoice(tx, caller.id, input);
    return getPaymentIn(tx, id);
  });
}

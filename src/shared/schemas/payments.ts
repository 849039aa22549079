import { z } from 'zod';
import { dateOnlySchema, pageMetaSchema, pageQuerySchema } from './common';
import { expectedVersionSchema, recordVersionSchema } from './record-version';

export const paymentStatusSchema = z.enum(['pending', 'paid', 'cancelled']);
const currency = z.string().regex(/^[A-Z]{3}$/, 'payments:validation.currency');

export const createPaymentSchema = z
  .object({
    user_id: z.uuid(),
    project_id: z.uuid().nullable().optional(),
    concept: z.string().trim().min(1, 'payments:validation.conceptRequired').max(300),
    amount: z.number().positive('payments:validation.amountPositive').max(10_000_000),
    currency: currency.default('EUR'),
    issue_date: dateOnlySchema,
    due_date: dateOnlySchema,
  })
  .refine((v) => v.issue_date <= v.due_date, {
    path: ['due_date'],
    message: 'payments:validation.dueBeforeIssue',
  });

export const updatePaymentSchema = z.object({
  concept: z.string().trim().min(1, 'payments:validation.conceptRequired').max(300).optional(),
  amount: z.number().positive('payments:validation.amountPositive').max(10_000_000).optional(),
  currency: currency.optional(),
  due_date: dateOnlySchema.optional(),
  project_id: z.uuid().nullable().optional(),
  /** The version the editor loaded; a stale one is refused with 409 VERSION_CONFLICT. */
  version: expectedVersionSchema,
});

export const listPaymentsQuerySchema = z.object({
  status: z.enum(['pending', 'paid', 'cancelled', 'overdue']).optional(),
  user_id: z.uuid().optional(),
  ...pageQuerySchema({ limit: 20, max: 200 }).shape,
});

export const paymentSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  user_id: z.uuid(),
  client_name: z.string(),
  client_email: z.string(),
  project_id: z.uuid().nullable(),
  project_name: z.string().nullable(),
  concept: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: paymentStatusSchema,
  overdue: z.boolean(),
  issue_date: z.string(),
  due_date: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  version: recordVersionSchema,
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListSchema = z.object({ payments: z.array(paymentSchema), ...pageMetaSchema.shape });

export const paymentSummarySchema = z.object({
  totals: z.object({ pending: z.number(), paid: z.number(), cancelled: z.number(), overdue: z.number() }),
  counts: z.object({
    pending: z.number().int(),
    paid: z.number().int(),
    cancelled: z.number().int(),
    overdue: z.number().int(),
  }),
  by_month: z.array(z.object({ month: z.string(), invoiced: z.number(), paid: z.number() })),
});

import { z } from 'zod';
import { dateOnlySchema } from './common';

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
});

export const listPaymentsQuerySchema = z.object({
  status: z.enum(['pending', 'paid', 'cancelled', 'overdue']).optional(),
  user_id: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
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
});
export type Payment = z.infer<typeof paymentSchema>;

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

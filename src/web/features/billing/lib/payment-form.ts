import { z } from 'zod';
import { dateOnlySchema } from '@/shared/schemas/common';
import { createPaymentSchema, updatePaymentSchema, type Payment } from '@/shared/schemas/payments';
import { emptyToNull, pipeInto } from '@/web/lib/form-values';
import type { UpdatePaymentInput } from '../api/update-payment';

/** Accepts "1500", "1500.5" and "1.500,50" / "1500,50". */
export function parseAmount(text: string): number {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!trimmed) return Number.NaN;
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/**
 * What the invoice form holds (text, as typed), checked field by field so every mistake shows
 * at once; the shared schemas then validate what it becomes (messages are i18n keys).
 */
export const paymentFormSchema = z
  .object({
    user_id: z.string().min(1, 'payments:validation.clientRequired'),
    project_id: z.union([z.literal(''), z.uuid('payments:validation.projectInvalid')]),
    concept: z
      .string()
      .trim()
      .min(1, 'payments:validation.conceptRequired')
      .max(300, 'payments:validation.conceptTooLong'),
    amount: z.string().refine((v) => {
      const n = parseAmount(v);
      return Number.isFinite(n) && n > 0 && n <= 10_000_000;
    }, 'payments:validation.amountPositive'),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'payments:validation.currency'),
    issue_date: dateOnlySchema,
    due_date: dateOnlySchema,
  })
  .refine((v) => v.issue_date <= v.due_date, {
    path: ['due_date'],
    message: 'payments:validation.dueBeforeIssue',
  });
export type PaymentFormValues = z.input<typeof paymentFormSchema>;

/** The form's fields, in the order they are shown (server errors are placed on these). */
export const PAYMENT_FORM_FIELDS = [
  'user_id',
  'concept',
  'amount',
  'currency',
  'issue_date',
  'due_date',
  'project_id',
] as const satisfies readonly (keyof PaymentFormValues)[];

export function paymentFormDefaults(today: string): PaymentFormValues {
  return {
    user_id: '',
    project_id: '',
    concept: '',
    amount: '',
    currency: 'EUR',
    issue_date: today,
    due_date: today,
  };
}

export function paymentFormFromPayment(p: Payment): PaymentFormValues {
  return {
    user_id: p.user_id,
    project_id: p.project_id ?? '',
    concept: p.concept,
    amount: String(p.amount),
    currency: p.currency,
    issue_date: p.issue_date,
    due_date: p.due_date,
  };
}

/** The typed text as POST /api/payments's body. */
const toCreateInput = (values: z.output<typeof paymentFormSchema>) => ({
  user_id: values.user_id,
  project_id: emptyToNull(values.project_id),
  concept: values.concept,
  amount: parseAmount(values.amount),
  currency: values.currency,
  issue_date: values.issue_date,
  due_date: values.due_date,
});

/** Only what changed (the issue date and the client are fixed once recorded). */
function toUpdateInput(values: z.output<typeof paymentFormSchema>, original: Payment): UpdatePaymentInput {
  const next = toCreateInput(values);
  const changes: UpdatePaymentInput = {};
  if (next.concept !== original.concept) changes.concept = next.concept;
  if (next.amount !== original.amount) changes.amount = next.amount;
  if (next.currency !== original.currency) changes.currency = next.currency;
  if (next.due_date !== original.due_date) changes.due_date = next.due_date;
  if (next.project_id !== original.project_id) changes.project_id = next.project_id;
  return changes;
}

/** The recording form's schema: the form's text, then the body POST /api/payments accepts. */
export const createPaymentForm = pipeInto(paymentFormSchema.transform(toCreateInput), createPaymentSchema);

/** The editing form's schema: the form's text, then the changes PATCH /api/payments/{id} accepts. */
export const updatePaymentForm = (original: Payment) =>
  pipeInto(
    paymentFormSchema.transform((values) => toUpdateInput(values, original)),
    updatePaymentSchema,
  );

import { z } from 'zod';
import type { Payment } from '@/shared/schemas/payments';
import type { CreatePaymentInput, UpdatePaymentInput } from '../api/payments';

/** The invoice form's fields as typed (text inputs); messages are the shared schema's keys. */
export interface PaymentFormValues {
  user_id: string;
  project_id: string;
  concept: string;
  amount: string;
  currency: string;
  issue_date: string;
  due_date: string;
}

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

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'projects:dateInvalid');
const uuidOrEmpty = z.union([z.literal(''), z.uuid('payments:validation.projectInvalid')]);

/** Accepts "1500", "1500.5" and "1.500,50" / "1500,50". */
export function parseAmount(text: string): number {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!trimmed) return Number.NaN;
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

export const paymentFormSchema = z
  .object({
    user_id: z.string().min(1, 'payments:validation.clientRequired'),
    project_id: uuidOrEmpty,
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
    issue_date: dateOnly,
    due_date: dateOnly,
  })
  .refine((v) => v.issue_date <= v.due_date, {
    path: ['due_date'],
    message: 'payments:validation.dueBeforeIssue',
  });

export type PaymentFormErrors = Partial<Record<keyof PaymentFormValues, string>>;

/** First message per field (i18n keys), empty when valid. */
export function validatePaymentForm(values: PaymentFormValues): PaymentFormErrors {
  const result = paymentFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: PaymentFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof PaymentFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

export function toCreatePayload(values: PaymentFormValues): CreatePaymentInput {
  return {
    user_id: values.user_id,
    project_id: values.project_id || null,
    concept: values.concept.trim(),
    amount: parseAmount(values.amount),
    currency: values.currency.trim(),
    issue_date: values.issue_date,
    due_date: values.due_date,
  };
}

/** Only what changed (the issue date and the client are fixed once recorded). */
export function toUpdatePayload(values: PaymentFormValues, original: Payment): UpdatePaymentInput {
  const next = toCreatePayload(values);
  const changes: UpdatePaymentInput = {};
  if (next.concept !== original.concept) changes.concept = next.concept;
  if (next.amount !== original.amount) changes.amount = next.amount;
  if (next.currency !== original.currency) changes.currency = next.currency;
  if (next.due_date !== original.due_date) changes.due_date = next.due_date;
  if ((next.project_id ?? null) !== original.project_id) changes.project_id = next.project_id ?? null;
  return changes;
}

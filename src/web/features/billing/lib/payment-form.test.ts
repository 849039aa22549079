import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Payment } from '@/shared/schemas/payments';
import {
  createPaymentForm,
  parseAmount,
  paymentFormDefaults,
  updatePaymentForm,
  type PaymentFormValues,
} from './payment-form';

const USER = '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b';
const valid: PaymentFormValues = {
  ...paymentFormDefaults('2026-11-15'),
  user_id: USER,
  concept: ' Hosting ',
  amount: '1.500,50',
  due_date: '2026-12-15',
};

/** The first message of each field, as the form shows them. */
function messages(schema: z.ZodType, values: PaymentFormValues): Record<string, string> {
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('payment form', () => {
  it('parses amounts written either way', () => {
    expect(parseAmount('1500')).toBe(1500);
    expect(parseAmount('1500.5')).toBe(1500.5);
    expect(parseAmount('1.500,50')).toBe(1500.5);
    expect(parseAmount('abc')).toBeNaN();
  });

  it('uses the schema keys as messages, every field at once', () => {
    expect(messages(createPaymentForm, paymentFormDefaults('2026-11-15'))).toEqual({
      user_id: 'payments:validation.clientRequired',
      concept: 'payments:validation.conceptRequired',
      amount: 'payments:validation.amountPositive',
    });
    expect(messages(createPaymentForm, { ...valid, due_date: '2026-11-01', currency: 'eur' })).toEqual({
      currency: 'payments:validation.currency',
      due_date: 'payments:validation.dueBeforeIssue',
    });
    expect(messages(createPaymentForm, valid)).toEqual({});
  });

  it('turns what was typed into the body POST /api/payments accepts', () => {
    expect(createPaymentForm.parse(valid)).toEqual({
      user_id: USER,
      project_id: null,
      concept: 'Hosting',
      amount: 1500.5,
      currency: 'EUR',
      issue_date: '2026-11-15',
      due_date: '2026-12-15',
    });
  });

  it('sends only what changed when editing', () => {
    const original = {
      ...createPaymentForm.parse(valid),
      id: USER,
      number: 'FAC-2026-1',
    } as unknown as Payment;
    expect(updatePaymentForm(original).parse({ ...valid, due_date: '2026-12-31' })).toEqual({
      due_date: '2026-12-31',
    });
    expect(updatePaymentForm(original).parse({ ...valid, amount: '99' })).toEqual({ amount: 99 });
  });
});

import { describe, expect, it } from 'vitest';
import type { Payment } from '@/shared/schemas/payments';
import {
  parseAmount,
  paymentFormDefaults,
  toCreatePayload,
  toUpdatePayload,
  validatePaymentForm,
  type PaymentFormValues,
} from './payment-form';

const USER = '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b';
const valid: PaymentFormValues = {
  ...paymentFormDefaults('2026-11-15'),
  user_id: USER,
  concept: 'Hosting',
  amount: '1.500,50',
  due_date: '2026-12-15',
};

describe('payment form', () => {
  it('parses amounts written either way', () => {
    expect(parseAmount('1500')).toBe(1500);
    expect(parseAmount('1500.5')).toBe(1500.5);
    expect(parseAmount('1.500,50')).toBe(1500.5);
    expect(parseAmount('abc')).toBeNaN();
  });

  it('uses the schema keys as messages', () => {
    expect(validatePaymentForm(paymentFormDefaults('2026-11-15'))).toEqual({
      user_id: 'payments:validation.clientRequired',
      concept: 'payments:validation.conceptRequired',
      amount: 'payments:validation.amountPositive',
    });
    expect(validatePaymentForm({ ...valid, due_date: '2026-11-01', currency: 'eur' })).toEqual({
      currency: 'payments:validation.currency',
      due_date: 'payments:validation.dueBeforeIssue',
    });
    expect(validatePaymentForm(valid)).toEqual({});
  });

  it('builds the create and update payloads', () => {
    expect(toCreatePayload(valid)).toEqual({
      user_id: USER,
      project_id: null,
      concept: 'Hosting',
      amount: 1500.5,
      currency: 'EUR',
      issue_date: '2026-11-15',
      due_date: '2026-12-15',
    });
    const original = { ...toCreatePayload(valid), project_id: null, amount: 1500.5 } as unknown as Payment;
    expect(toUpdatePayload({ ...valid, due_date: '2026-12-31' }, original)).toEqual({
      due_date: '2026-12-31',
    });
  });
});

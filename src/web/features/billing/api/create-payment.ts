import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createPaymentSchema, Payment } from '@/shared/schemas/payments';
import { unwrap } from '@/web/lib/api-client';
import { paymentsApi } from './client';
import { invalidatePayments } from './invalidate';

export type CreatePaymentInput = z.input<typeof createPaymentSchema>;

/** POST /api/payments (admin): records an invoice; the server numbers it and notifies the client. */
export async function createPayment(input: CreatePaymentInput): Promise<Payment> {
  const { payment } = await unwrap(paymentsApi.index.$post({ json: input }));
  return payment;
}

/** The form places the server's validation errors on its fields: no toast from the cache. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    meta: { silent: true },
    onSuccess: () => void invalidatePayments(queryClient),
  });
}

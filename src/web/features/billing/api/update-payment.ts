import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Payment, updatePaymentSchema } from '@/shared/schemas/payments';
import { unwrap } from '@/web/lib/api-client';
import { versionConflictOf } from '@/web/lib/version-conflict';
import { paymentsApi } from './client';
import { invalidatePayments } from './invalidate';

export type UpdatePaymentInput = z.input<typeof updatePaymentSchema>;

/** PATCH /api/payments/{id} (admin, pending invoices only). */
export async function updatePayment({
  id,
  ...changes
}: UpdatePaymentInput & { id: string }): Promise<Payment> {
  const { payment } = await unwrap(paymentsApi[':id'].$patch({ param: { id }, json: changes }));
  return payment;
}

/** The form places the server's validation errors on its fields: no toast from the cache. */
export function useUpdatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayment,
    meta: { silent: true },
    onSuccess: () => void invalidatePayments(queryClient),
    // Someone changed the invoice meanwhile: show it as it is now.
    onError: (error) => versionConflictOf(error) && invalidatePayments(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@/shared/schemas/payments';
import { unwrap } from '@/web/lib/api-client';
import { operation, paymentsApi } from './client';
import { invalidatePayments } from './invalidate';

/** POST /api/payments/{id}/mark-paid (admin). */
export async function markPaymentPaid(id: string): Promise<Payment> {
  const { payment } = await unwrap(paymentsApi[':id']['mark-paid'].$post({ param: { id } }));
  return payment;
}

export function useMarkPaymentPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPaymentPaid,
    meta: { operation: operation('markPaid') },
    onSuccess: () => void invalidatePayments(queryClient),
  });
}

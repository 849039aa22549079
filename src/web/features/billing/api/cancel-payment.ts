import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@/shared/schemas/payments';
import { unwrap } from '@/web/lib/api-client';
import { operation, paymentsApi } from './client';
import { invalidatePayments } from './invalidate';

/** POST /api/payments/{id}/cancel (admin). */
export async function cancelPayment(id: string): Promise<Payment> {
  const { payment } = await unwrap(paymentsApi[':id'].cancel.$post({ param: { id } }));
  return payment;
}

export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayment,
    meta: { operation: operation('cancel') },
    onSuccess: () => void invalidatePayments(queryClient),
  });
}

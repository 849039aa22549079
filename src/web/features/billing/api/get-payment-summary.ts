import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { paymentSummarySchema } from '@/shared/schemas/payments';
import { unwrap } from '@/web/lib/api-client';
import { operation, paymentsApi } from './client';
import { paymentKeys } from './query-keys';

export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** GET /api/payments/summary: totals and counts by status (overdue derived), last 12 months. */
export async function getPaymentSummary(userId?: string, signal?: AbortSignal): Promise<PaymentSummary> {
  return unwrap(
    paymentsApi.summary.$get(
      { query: userId ? { user_id: userId } : {} },
      { init: { signal: signal ?? null } },
    ),
  );
}

export function usePaymentSummary(userId?: string) {
  return useQuery({
    queryKey: paymentKeys.summary(userId),
    queryFn: ({ signal }) => getPaymentSummary(userId, signal),
    meta: { operation: operation('loadSummary') },
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { z } from 'zod';
import type { listPaymentsQuerySchema } from '@/shared/schemas/payments';
import { unwrap } from '@/web/lib/api-client';
import { operation, paymentsApi } from './client';
import { paymentKeys } from './query-keys';

/** The list's filters and page (GET /api/payments's query, as the shared schema reads it). */
export type PaymentFilters = z.output<typeof listPaymentsQuerySchema>;
/** A status to filter by: the stored ones, and 'overdue' (pending past its due date). */
export type PaymentListStatus = NonNullable<PaymentFilters['status']>;
/** One page of invoices: `{ payments, total, page, limit, totalPages }`. */
export type PaymentPage = InferResponseType<typeof paymentsApi.index.$get, 200>;

/** GET /api/payments (clients: their own; admins: all or one client's). */
export async function listPayments(filters: PaymentFilters, signal?: AbortSignal): Promise<PaymentPage> {
  return unwrap(
    paymentsApi.index.$get(
      {
        query: {
          ...(filters.status && { status: filters.status }),
          ...(filters.user_id && { user_id: filters.user_id }),
          page: String(filters.page),
          limit: String(filters.limit),
        },
      },
      { init: { signal: signal ?? null } },
    ),
  );
}

export const paymentListQueryOptions = (filters: PaymentFilters) =>
  queryOptions({
    queryKey: paymentKeys.list(filters),
    queryFn: ({ signal }) => listPayments(filters, signal),
    placeholderData: keepPreviousData,
    meta: { operation: operation('load') },
  });

export function usePayments(filters: PaymentFilters) {
  return useQuery(paymentListQueryOptions(filters));
}

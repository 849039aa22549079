import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  createPaymentSchema,
  Payment,
  paymentSummarySchema,
  updatePaymentSchema,
} from '@/shared/schemas/payments';
import { unwrap } from '@/web/lib/api-client';
import { operation, paymentsApi, projectsApi, usersApi } from './client';
import { clientKeys, clientProjectKeys, paymentKeys } from './query-keys';

export type PaymentSummary = z.infer<typeof paymentSummarySchema>;
export type CreatePaymentInput = z.input<typeof createPaymentSchema>;
export type UpdatePaymentInput = z.input<typeof updatePaymentSchema>;
export type PaymentListStatus = 'pending' | 'paid' | 'cancelled' | 'overdue';

export interface PaymentFilters {
  status?: PaymentListStatus | undefined;
  user_id?: string | undefined;
  page: number;
  limit: number;
}

export interface PaymentPage {
  payments: Payment[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

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

function useInvalidatePayments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: paymentKeys.all });
}

/** POST /api/payments (admin): records an invoice; the server numbers it and notifies the client. */
export async function createPayment(input: CreatePaymentInput): Promise<Payment> {
  const { payment } = await unwrap(paymentsApi.index.$post({ json: input }));
  return payment;
}

export function useCreatePayment() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: createPayment,
    meta: { operation: operation('create') },
    onSuccess: () => void invalidate(),
  });
}

/** PATCH /api/payments/{id} (admin, pending invoices only). */
export async function updatePayment({
  id,
  ...changes
}: UpdatePaymentInput & { id: string }): Promise<Payment> {
  const { payment } = await unwrap(paymentsApi[':id'].$patch({ param: { id }, json: changes }));
  return payment;
}

export function useUpdatePayment() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: updatePayment,
    meta: { operation: operation('update') },
    onSuccess: () => void invalidate(),
  });
}

/** POST /api/payments/{id}/mark-paid (admin). */
export async function markPaymentPaid(id: string): Promise<Payment> {
  const { payment } = await unwrap(paymentsApi[':id']['mark-paid'].$post({ param: { id } }));
  return payment;
}

export function useMarkPaymentPaid() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: markPaymentPaid,
    meta: { operation: operation('markPaid') },
    onSuccess: () => void invalidate(),
  });
}

/** POST /api/payments/{id}/cancel (admin). */
export async function cancelPayment(id: string): Promise<Payment> {
  const { payment } = await unwrap(paymentsApi[':id'].cancel.$post({ param: { id } }));
  return payment;
}

export function useCancelPayment() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: cancelPayment,
    meta: { operation: operation('cancel') },
    onSuccess: () => void invalidate(),
  });
}

export interface BillingClient {
  id: string;
  name: string;
  email: string;
}

/** GET /api/users?role=user (admins): clients matching the term in name or e-mail. */
export async function searchClients(term: string, signal?: AbortSignal): Promise<BillingClient[]> {
  const search = term.trim();
  const { users } = await unwrap(
    usersApi.index.$get(
      { query: { ...(search && { search }), role: 'user', limit: '20' } },
      { init: { signal: signal ?? null } },
    ),
  );
  return users.map((u) => ({ id: u.id, name: u.full_name, email: u.email }));
}

export function useBillingClients(term: string, enabled = true) {
  return useQuery({
    queryKey: clientKeys.search(term.trim()),
    queryFn: ({ signal }) => searchClients(term, signal),
    staleTime: 60_000,
    enabled,
    placeholderData: keepPreviousData,
    meta: { operation: operation('searchClients') },
  });
}

export interface BillingProject {
  id: string;
  name: string;
}

/** GET /api/projects?user_id=… (admins): the client's projects (up to 100), by name. */
export async function listClientProjects(userId: string, signal?: AbortSignal): Promise<BillingProject[]> {
  const { projects } = await unwrap(
    projectsApi.index.$get(
      { query: { user_id: userId, limit: '100', sort: 'name', order: 'asc' } },
      { init: { signal: signal ?? null } },
    ),
  );
  return projects.map((p) => ({ id: p.id, name: p.name }));
}

export function useClientProjects(userId: string) {
  return useQuery({
    queryKey: clientProjectKeys.of(userId),
    queryFn: ({ signal }) => listClientProjects(userId, signal),
    enabled: userId !== '',
    staleTime: 60_000,
    meta: { operation: operation('loadProjects') },
  });
}

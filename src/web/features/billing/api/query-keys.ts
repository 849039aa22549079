import type { PaymentFilters } from './list-payments';

/** Everything of billing lives under 'payments'. */
export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (filters: PaymentFilters) => [...paymentKeys.lists(), filters] as const,
  summary: (userId?: string) => [...paymentKeys.all, 'summary', userId ?? null] as const,
};

/** Clients the admin may invoice; outside 'payments' so invoice changes do not refetch it. */
export const clientKeys = { search: (term: string) => ['payment-clients', term] as const };

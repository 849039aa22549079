import type { QueryClient } from '@tanstack/react-query';
import { paymentKeys } from './query-keys';

/** After any invoice change: every list and summary. */
export function invalidatePayments(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: paymentKeys.all });
}

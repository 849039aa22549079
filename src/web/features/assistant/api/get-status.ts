import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { assistantApi, operation } from './client';
import { assistantKeys } from './query-keys';

/** GET /api/assistant/status: whether the assistant can reach its model, and why not. */
export const assistantStatusQueryOptions = () =>
  queryOptions({
    queryKey: assistantKeys.status(),
    queryFn: ({ signal }) => unwrap(assistantApi.assistant.status.$get({}, withSignal(signal))),
    meta: { operation: operation('status') },
  });

export function useAssistantStatus() {
  return useQuery(assistantStatusQueryOptions());
}

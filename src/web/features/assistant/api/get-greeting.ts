import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssistantApi } from '@/server/app';
import { rpcClient, unwrap } from '@/web/lib/api-client';
import { assistantKeys } from './query-keys';

/** Its own client: the feature's `./client` carries the assistant's translations, kept off the dashboards. */
const greetingApi = rpcClient<AssistantApi>('/api');

/** docs/product.md#lifecycles: the greeting is rechecked every 60 s (the server keeps the model's for 10 hours). */
export const GREETING_RECHECK_MS = 60_000;

/** GET /api/assistant/greeting: a failure leaves the fixed greeting, never a toast. */
export function useAssistantGreeting() {
  return useQuery(
    queryOptions({
      queryKey: assistantKeys.greeting(),
      queryFn: ({ signal }) => unwrap(greetingApi.assistant.greeting.$get({}, { init: { signal } })),
      refetchInterval: GREETING_RECHECK_MS,
      meta: { silent: true, firstScreen: true },
    }),
  );
}

import {
  MutationCache,
  QueryCache,
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type Query,
  type QueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import { QUERY_CACHE } from '@/shared/limits';
import { isApiError } from './api-error';
import { checkForConfigError } from './config-error';
import { showErrorToast, type FailureKey } from './error-toast';

/** Per-query/mutation hints read by the caches' error handlers. */
export interface AppMeta extends Record<string, unknown> {
  /** Key of `errors:operations` (or plain text) naming what failed: 'Error en {{operation}}: …'. */
  operation?: string;
  /** The spec's title for this action's failure ('Error al …', docs/product.md#error-messages). */
  failure?: FailureKey;
  /** The caller shows its own feedback (inline error): no toast. */
  silent?: boolean;
  /**
   * Read through the API client (`api-client.ts`) alone, with no side effect: the server may read
   * it while rendering a signed-in first screen and send its data with the page (decision 0046).
   * Other queries (the auth library's, the browser's caches) stay loading in that screen.
   */
  firstScreen?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

/** Query key of the signed-in user's profile: the session state of the whole app. */
export const SESSION_QUERY_KEY = ['session', 'me'] as const;

/**
 * Mutation key of the auth calls after which the auth server replaces the session (confirming or
 * turning off two-step sign-in): it writes the user row, creates the new session, sets its cookie
 * and deletes the old one. The user row's realtime change arrives before that answer, and a
 * profile refetch sent then, with the old cookie, could be refused as signed out; realtime holds
 * those refetches until these calls settle (`lib/realtime-invalidation.ts`).
 */
export const SESSION_ROTATION_KEY = ['session', 'rotation'] as const;

function isSessionLoss(error: unknown): boolean {
  return isApiError(error) && (error.code === 'SESSION_EXPIRED' || error.code === 'UNAUTHENTICATED');
}

/**
 * The app's client. An invalidation says that what the server holds has changed, so a read
 * already under way may answer with what it held before. TanStack Query restarts such a read only
 * once its query has data: a first read still under way absorbs the refetch, and a list opened
 * just before a save would keep showing the list without the saved item. Here such a first read
 * is let finish (what it brings shows at once, as it would have a moment earlier) and the query is
 * read again as soon as it has: once, however many changes arrive meanwhile, so a busy stream of
 * changes never keeps a screen on its skeleton.
 */
export class AppQueryClient extends QueryClient {
  readonly #readingAgain = new WeakSet<Query>();

  override invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters: InvalidateQueryFilters<TTaggedQueryKey> = {},
    options: InvalidateOptions = {},
  ): Promise<void> {
    const type = filters.refetchType ?? filters.type ?? 'active';
    if (type !== 'none') {
      for (const query of this.getQueryCache().findAll({ ...filters, type, fetchStatus: 'fetching' })) {
        if (query.state.data === undefined) this.#readAgainOnceRead(query, type);
      }
    }
    return super.invalidateQueries(filters, options);
  }

  #readAgainOnceRead(query: Query, type: NonNullable<QueryFilters['type']>) {
    if (this.#readingAgain.has(query)) return;
    this.#readingAgain.add(query);
    const stop = this.getQueryCache().subscribe((event) => {
      if (event.query !== query) return;
      // Notifications arrive batched, after the state they tell of: the action says what happened.
      const action = event.type === 'updated' ? event.action.type : null;
      const ended =
        event.type === 'removed' ||
        action === 'success' ||
        action === 'error' ||
        (action === 'setState' && query.state.fetchStatus === 'idle');
      if (!ended) return;
      stop();
      this.#readingAgain.delete(query);
      // A read that failed or was called off shows as such; only an answer is asked for again.
      if (action === 'success') void this.refetchQueries({ queryKey: query.queryKey, exact: true, type });
    });
  }
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new AppQueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (checkForConfigError(error)) return;
        if (isSessionLoss(error)) void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        if (query.meta?.silent) return;
        showErrorToast(error, query.meta?.operation, query.meta?.failure && { failure: query.meta.failure });
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        if (checkForConfigError(error)) return;
        if (isSessionLoss(error)) void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        if (mutation.meta?.silent) return;
        showErrorToast(error, mutation.meta?.operation, {
          userAction: true,
          ...(mutation.meta?.failure && { failure: mutation.meta.failure }),
        });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE.staleMs,
        gcTime: QUERY_CACHE.gcMs,
        refetchOnWindowFocus: false,
        // One retry (docs/product.md#limits), but never for answers that will not change (4xx).
        retry: (failureCount, error) =>
          failureCount < QUERY_CACHE.retry &&
          !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
  return client;
}

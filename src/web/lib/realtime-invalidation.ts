import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { SESSION_QUERY_KEY, SESSION_ROTATION_KEY } from './query-client';
import { REALTIME_TABLES, type RealtimeTable } from '@/shared/realtime';
import type { RealtimeEvent } from './realtime-events';

/**
 * Which cached queries a change of each table makes stale, by key prefix. The prefixes are the
 * features' key conventions (features/projects: 'projects', 'approval-requests';
 * features/phases-tasks: 'phases', 'tasks'; features/notifications: 'notifications'; support
 * tickets: 'tickets'; features/files: 'files'; features/billing: 'payments'), named here rather
 * than imported so lib/ depends on no feature. 'projects' is also the prefix of the one project
 * list every screen reads (`lib/api/list-projects.ts`).
 * A project's phases, tasks and comments move its progress and activity, so they refresh
 * 'projects' too. `users` events only ever concern the signed-in user's own row (avatar_url,
 * updated_at): they refresh the session's profile.
 */
export const TABLE_QUERY_PREFIXES: Record<RealtimeTable, readonly QueryKey[]> = {
  // A calendar invitation, change or cancellation arrives as a notification (features/calendar).
  notifications: [['notifications'], ['calendar', 'events']],
  projects: [['projects'], ['approval-requests']],
  project_phases: [['phases'], ['projects']],
  tasks: [['tasks'], ['projects']],
  comments: [['comments'], ['projects']],
  users: [SESSION_QUERY_KEY],
  tickets: [['tickets']],
  project_files: [['files'], ['projects']],
  // The chat pane applies messages itself (features/chat); a message moves the unread counts.
  chat_messages: [['chat-unread']],
  // An invoice issued, edited, paid or deleted (features/billing: 'payments'): lists, totals and
  // an open invoice dialog, which says its record changed (decision 0051).
  payments: [['payments']],
  // A phase submitted, accepted, sent back or withdrawn (decision 0053): the sign-offs live under
  // 'projects' (features/signoffs), and a decision moves the phases.
  phase_signoffs: [['projects'], ['phases']],
  // Admins' webhook console (features/webhooks: 'webhooks'): endpoints disabled, deliveries
  // attempted, retried or redelivered (decision 0056).
  webhook_endpoints: [['webhooks']],
  webhook_deliveries: [['webhooks']],
};

function unique(keys: readonly QueryKey[]): QueryKey[] {
  const seen = new Map<string, QueryKey>();
  for (const key of keys) seen.set(JSON.stringify(key), key);
  return [...seen.values()];
}

/** Key prefixes to invalidate for one event; a resync refreshes every table's queries. */
export function queryKeysForEvent(event: RealtimeEvent, ownUserId?: string): QueryKey[] {
  if (event.type === 'typing') return [];
  if (event.type === 'resync') return unique(REALTIME_TABLES.flatMap((table) => TABLE_QUERY_PREFIXES[table]));
  if (event.table === 'users' && ownUserId && event.id !== ownUserId) return [];
  return unique(TABLE_QUERY_PREFIXES[event.table]);
}

/** The signed-in user's own account was deleted (an admin removed it). */
export function isOwnAccountRemoval(event: RealtimeEvent, ownUserId: string): boolean {
  return (
    event.type === 'change' && event.table === 'users' && event.op === 'delete' && event.id === ownUserId
  );
}

/**
 * Collects the keys of a burst of events (creating the standard phases is six inserts and a
 * project update) and hands them over once, deduplicated, after `delayMs`.
 */
export function createInvalidationBatcher(flush: (keys: QueryKey[]) => void, delayMs = 50) {
  let pending: QueryKey[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    add(keys: readonly QueryKey[]) {
      if (keys.length === 0) return;
      pending.push(...keys);
      timer ??= setTimeout(() => {
        timer = null;
        const batch = unique(pending);
        pending = [];
        flush(batch);
      }, delayMs);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = [];
    },
  };
}

/**
 * Invalidates `keys`, holding back the session's own profile while a session-replacing auth call
 * is in flight (`SESSION_ROTATION_KEY`): that refresh is sent once every such call has settled,
 * when the browser holds the new session's cookie.
 */
export function invalidateForRealtime(queryClient: QueryClient, keys: readonly QueryKey[]) {
  const rotating = () => queryClient.isMutating({ mutationKey: SESSION_ROTATION_KEY }) > 0;
  for (const queryKey of keys) {
    if (!partialMatchKey(SESSION_QUERY_KEY, queryKey) || !rotating()) {
      void queryClient.invalidateQueries({ queryKey });
      continue;
    }
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (rotating()) return;
      unsubscribe();
      void queryClient.invalidateQueries({ queryKey });
    });
  }
}

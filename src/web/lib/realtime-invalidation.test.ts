import { partialMatchKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { RealtimeTable } from '@/shared/realtime';
import { projectListKeys } from './api/list-projects';
import { SESSION_QUERY_KEY, SESSION_ROTATION_KEY } from './query-client';
import {
  createInvalidationBatcher,
  invalidateForRealtime,
  isOwnAccountRemoval,
  queryKeysForEvent,
} from './realtime-invalidation';

function clientWithQueries() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(SESSION_QUERY_KEY, { id: 'me' });
  client.setQueryData(['projects', 'list'], []);
  return client;
}

const invalidated = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

/** Starts a mutation under `key` that settles when the returned function is called. */
function pendingMutation(client: QueryClient, key: readonly unknown[]) {
  let settle!: () => void;
  const done = new Promise<void>((resolve) => (settle = resolve));
  const run = client
    .getMutationCache()
    .build(client, { mutationKey: key, mutationFn: () => done })
    .execute(undefined);
  return async () => {
    settle();
    await run;
  };
}

describe('invalidateForRealtime', () => {
  it('invalidates every key at once when no session-replacing call is in flight', () => {
    const client = clientWithQueries();
    invalidateForRealtime(client, [SESSION_QUERY_KEY, ['projects']]);
    expect(invalidated(client, SESSION_QUERY_KEY)).toBe(true);
    expect(invalidated(client, ['projects', 'list'])).toBe(true);
  });

  it('holds the session profile back until the two-step sign-in change has its new session', async () => {
    const client = clientWithQueries();
    const finish = pendingMutation(client, SESSION_ROTATION_KEY);
    invalidateForRealtime(client, [SESSION_QUERY_KEY, ['projects']]);
    // Other data refreshes now; the profile would be asked for with the session being replaced.
    expect(invalidated(client, ['projects', 'list'])).toBe(true);
    expect(invalidated(client, SESSION_QUERY_KEY)).toBe(false);
    await finish();
    expect(invalidated(client, SESSION_QUERY_KEY)).toBe(true);
  });

  it('is not held by other mutations', () => {
    const client = clientWithQueries();
    void pendingMutation(client, ['projects', 'create']);
    invalidateForRealtime(client, [SESSION_QUERY_KEY]);
    expect(invalidated(client, SESSION_QUERY_KEY)).toBe(true);
  });
});

describe('query invalidation by table', () => {
  const change = (table: RealtimeTable, id = 'x') =>
    ({ type: 'change', table, op: 'update', id, project_id: null, at: 0 }) as const;

  it('maps each table to the features’ key prefixes', () => {
    expect(queryKeysForEvent(change('notifications'))).toEqual([['notifications'], ['calendar', 'events']]);
    expect(queryKeysForEvent(change('projects'))).toEqual([['projects'], ['approval-requests']]);
    expect(queryKeysForEvent(change('project_phases'))).toEqual([['phases'], ['projects']]);
    expect(queryKeysForEvent(change('tasks'))).toEqual([['tasks'], ['projects']]);
    expect(queryKeysForEvent(change('comments'))).toEqual([['comments'], ['projects']]);
    expect(queryKeysForEvent(change('tickets'))).toEqual([['tickets']]);
  });

  it('reaches the one project list, whatever screen asked for it and with what query', () => {
    const keys = queryKeysForEvent(change('projects'));
    for (const query of [{}, { user_id: 'u1', limit: 100, sort: 'name', order: 'asc' } as const])
      expect(keys.some((key) => partialMatchKey(projectListKeys.list(query), key))).toBe(true);
  });

  it('refreshes the session profile for the own users row only', () => {
    expect(queryKeysForEvent(change('users', 'me'), 'me')).toEqual([['session', 'me']]);
    expect(queryKeysForEvent(change('users', 'someone-else'), 'me')).toEqual([]);
  });

  it('recognises the removal of the own account (nothing else is refetched then)', () => {
    expect(isOwnAccountRemoval({ ...change('users', 'me'), op: 'delete' }, 'me')).toBe(true);
    expect(isOwnAccountRemoval(change('users', 'me'), 'me')).toBe(false);
    expect(isOwnAccountRemoval({ ...change('notifications', 'me'), op: 'delete' }, 'me')).toBe(false);
  });

  it('refreshes every prefix once on a resync', () => {
    const keys = queryKeysForEvent({ type: 'resync', reason: 'reconnect' });
    expect(keys).toHaveLength(new Set(keys.map((k) => JSON.stringify(k))).size);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['notifications'],
        ['projects'],
        ['phases'],
        ['tasks'],
        ['comments'],
        ['session', 'me'],
      ]),
    );
  });

  it('batches a burst of events into one deduplicated flush', () => {
    vi.useFakeTimers();
    const flush = vi.fn();
    const batcher = createInvalidationBatcher(flush, 50);
    batcher.add(queryKeysForEvent(change('project_phases')));
    batcher.add(queryKeysForEvent(change('tasks')));
    batcher.add([]);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(flush).toHaveBeenCalledWith([['phases'], ['projects'], ['tasks']]);
    vi.useRealTimers();
  });
});

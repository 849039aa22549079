import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY, SESSION_ROTATION_KEY } from './query-client';
import { invalidateForRealtime } from './realtime-invalidation';

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

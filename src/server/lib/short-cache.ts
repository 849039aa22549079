import { LRUCache } from 'lru-cache';

/**
 * Reuses an expensive read for a few seconds: callers asking for the same key while it is being
 * computed share that one computation, and a result is never served more than `ttlSeconds` after
 * it was read from the database. `ttlSeconds` 0 turns it off (every call computes).
 */
export interface ShortCache {
  get<T extends object>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Drops a key's result, so the next `get` computes it anew. */
  forget(key: string): void;
}

export function createShortCache(ttlSeconds: number, options: { max?: number } = {}): ShortCache {
  if (ttlSeconds === 0) return { get: (_key, compute) => compute(), forget: () => undefined };
  const cache = new LRUCache<string, object, () => Promise<object>>({
    max: options.max ?? 64,
    ttl: ttlSeconds * 1000,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async get<T extends object>(key: string, compute: () => Promise<T>): Promise<T> {
      return (await cache.fetch(key, { context: compute })) as T;
    },
    forget(key) {
      cache.delete(key);
    },
  };
}

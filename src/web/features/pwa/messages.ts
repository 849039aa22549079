/**
 * The messages the service worker (src/web/sw.ts) understands (docs/product.md#screens-and-navigation): CLEAR_CACHE deletes
 * every cache (answered CACHE_CLEARED), GET_CACHE_SIZE measures them (answered CACHE_SIZE with the
 * size in bytes), SKIP_WAITING activates a waiting version. Plain data, shared by both sides.
 */
export const SW_MESSAGES = {
  clearCache: 'CLEAR_CACHE',
  cacheCleared: 'CACHE_CLEARED',
  getCacheSize: 'GET_CACHE_SIZE',
  cacheSize: 'CACHE_SIZE',
  skipWaiting: 'SKIP_WAITING',
} as const;

export type SwRequest = { type: 'CLEAR_CACHE' } | { type: 'GET_CACHE_SIZE' } | { type: 'SKIP_WAITING' };
export type SwReply = { type: 'CACHE_CLEARED' } | { type: 'CACHE_SIZE'; size: number };

/** The page shown when a navigation fails offline (public/offline.html, precached). */
export const OFFLINE_PAGE = '/offline.html';
/** Requests that always go to the network, never to a cache (OAuth callbacks included). */
export const NETWORK_ONLY_PATH = /^\/api(\/|$)/;

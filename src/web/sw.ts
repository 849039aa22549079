/// <reference lib="webworker" />
/**
 * The service worker served at /sw.js, scope / (docs/product.md#screens-and-navigation, docs/decisions/0031): Workbox precaches
 * the app shell's static files (the build injects their list as `self.__WB_MANIFEST`, chosen in
 * scripts/pwa-options.ts) and keeps the other hashed files under /assets/ once fetched; page
 * navigations go to the network and, when it is gone, get the precached offline page; `/api/*` is
 * never routed here, so no API response (and no OAuth callback) is ever answered from a cache.
 * A new version waits until the user accepts the update prompt (SKIP_WAITING).
 */
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { cacheNames } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import {
  NETWORK_ONLY_PATH,
  OFFLINE_PAGE,
  SW_MESSAGES,
  type SwReply,
  type SwRequest,
} from './features/pwa/messages';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
    { denylist: [NETWORK_ONLY_PATH] },
  ),
);

// Lazy screens, their catalogues and fonts: hashed names never change content, so the first copy
// serves for good; the least recently used go beyond 300 files or after 30 days unused.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'websy-assets',
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

/** Bytes held by every cache of this origin. */
async function cacheSize(): Promise<number> {
  let size = 0;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response) size += (await response.blob()).size;
    }
  }
  return size;
}

/** Deletes every cache, then puts the offline page back so a later outage still shows it. */
async function clearCaches(): Promise<void> {
  await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  const offlineKey = getCacheKeyForURL(OFFLINE_PAGE);
  if (offlineKey) await (await caches.open(cacheNames.precache)).add(offlineKey).catch(() => undefined);
}

function reply(event: ExtendableMessageEvent, message: SwReply) {
  const port = event.ports[0];
  if (port) port.postMessage(message);
  else event.source?.postMessage(message);
}

self.addEventListener('message', (event) => {
  const type = (event.data as Partial<SwRequest> | null)?.type;
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (type === SW_MESSAGES.clearCache) {
    event.waitUntil(clearCaches().then(() => reply(event, { type: SW_MESSAGES.cacheCleared })));
  }
  if (type === SW_MESSAGES.getCacheSize) {
    event.waitUntil(cacheSize().then((size) => reply(event, { type: SW_MESSAGES.cacheSize, size })));
  }
});

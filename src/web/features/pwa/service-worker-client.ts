import { SW_MESSAGES, type SwReply, type SwRequest } from './messages';

/** 'Service Worker no está activo' (docs/product.md#error-messages): there is no active worker to ask. */
class ServiceWorkerInactiveError extends Error {
  constructor() {
    super('no active service worker');
    this.name = 'ServiceWorkerInactiveError';
  }
}

/** How long a worker may take to answer before it counts as not running. */
const ANSWER_TIMEOUT_MS = 10_000;

async function activeWorker(): Promise<ServiceWorker> {
  if (!('serviceWorker' in navigator)) throw new ServiceWorkerInactiveError();
  const registration = await navigator.serviceWorker.getRegistration('/');
  const worker = registration?.active;
  if (!worker) throw new ServiceWorkerInactiveError();
  return worker;
}

/** Sends a message to the active worker and resolves with its answer (on a channel of its own). */
async function ask(message: SwRequest): Promise<SwReply> {
  const worker = await activeWorker();
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(() => reject(new ServiceWorkerInactiveError()), ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<SwReply>) => {
      window.clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** Bytes the worker's caches hold (GET_CACHE_SIZE → CACHE_SIZE). */
export async function getCacheSize(): Promise<number> {
  const reply = await ask({ type: SW_MESSAGES.getCacheSize });
  return reply.type === SW_MESSAGES.cacheSize ? reply.size : 0;
}

/** Empties every cache of the worker (CLEAR_CACHE). */
export async function clearCache(): Promise<void> {
  await ask({ type: SW_MESSAGES.clearCache });
}

/** On sign-out: empties the caches when a worker runs, and does nothing otherwise. */
export function clearCacheOnSignOut(): Promise<void> {
  return clearCache().catch(() => undefined);
}

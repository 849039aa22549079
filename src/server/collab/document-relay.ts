import { Redis } from '@hocuspocus/extension-redis';
import IORedis from 'ioredis';
import type { Logger } from '../lib/logger';

/**
 * Hocuspocus's Redis extension, which carries a document's updates and awareness between the
 * instances that have it open, less its store lock: that lock lets one instance store while the
 * others skip their store (logging it as an error), and this portal's store needs no turn-taking
 * of that kind. Each store merges what PostgreSQL holds under a row lock (./document-persistence.ts),
 * and every acknowledged edit is already in the update log. Once destroyed (the server closing),
 * documents still unloading no longer unsubscribe from a connection that is gone.
 */
class DocumentRelay extends Redis {
  #destroyed = false;

  override async onStoreDocument(): Promise<void> {}

  override async afterUnloadDocument(data: Parameters<Redis['afterUnloadDocument']>[0]): Promise<void> {
    if (!this.#destroyed) await super.afterUnloadDocument(data);
  }

  override async onDestroy(): Promise<void> {
    this.#destroyed = true;
    await super.onDestroy();
  }
}

/**
 * The relay on two Redis connections of its own (publish, subscribe). A lost connection is retried
 * by ioredis (its default back-off); meanwhile edits still reach the editors on the same instance
 * and every acknowledged edit is still logged in PostgreSQL.
 */
export function redisExtension(url: string, logger: Logger) {
  const connect = () => {
    const client = new IORedis(url, { maxRetriesPerRequest: null });
    client.on('error', (error: Error) => logger.warn({ err: error }, 'collab: redis connection'));
    return client;
  };
  return new DocumentRelay({ createClient: connect, prefix: 'websy-collab' });
}

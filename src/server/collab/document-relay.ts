import { Redis } from '@hocuspocus/extension-redis';
import IORedis from 'ioredis';
import type { Logger } from '../lib/logger';

type LoadedPayload = Parameters<Redis['afterLoadDocument']>[0];

/**
 * A connection of the relay. While it is not connected, a publication is dropped rather than
 * queued: what it carried (a document's state vector, an awareness change) is stale by the time
 * Redis is back, and the relay announces every open document again then (`DocumentRelay`). Other
 * commands (subscriptions) wait in ioredis's queue for the connection, however long it takes.
 */
export class RelayConnection extends IORedis {
  override publish(...args: Parameters<IORedis['publish']>): ReturnType<IORedis['publish']> {
    return this.status === 'ready' ? super.publish(...args) : Promise.resolve(0);
  }
}

/**
 * Hocuspocus's Redis extension, which carries a document's updates and awareness between the
 * instances that have it open, less its store lock: that lock lets one instance store while the
 * others skip their store (logging it as an error), and this portal's store needs no turn-taking
 * of that kind. Each store merges what PostgreSQL holds under a row lock (./document-persistence.ts),
 * and every acknowledged edit is already in the update log. Once destroyed (the server closing),
 * documents still unloading no longer unsubscribe from a connection that is gone.
 *
 * Without Redis, each instance goes on serving its own editors: a document opens without waiting
 * for its subscription (which ioredis sends once it is connected again), and edits reach the
 * editors on the same instance. When both connections are back, every open document is announced
 * again (the extension's own first sync step and awareness query, as on load), so what either side
 * wrote meanwhile reaches the other without anyone typing.
 */
class DocumentRelay extends Redis {
  #destroyed = false;

  constructor(configuration: ConstructorParameters<typeof Redis>[0]) {
    super(configuration);
    const reconnected = () => {
      if (this.pub.status !== 'ready' || this.sub.status !== 'ready' || this.#destroyed) return;
      for (const [documentName, document] of this.instance?.documents ?? []) {
        // The extension's load hook reads only these two of its payload.
        void this.announce({ documentName, document } as LoadedPayload);
      }
    };
    this.pub.on('ready', reconnected);
    this.sub.on('ready', reconnected);
  }

  /** Subscribes to the document's channel, then sends its first sync step and awareness query. */
  private announce(data: LoadedPayload) {
    return super.afterLoadDocument(data).catch(() => undefined);
  }

  override async afterLoadDocument(data: LoadedPayload): Promise<void> {
    if (this.sub.status === 'ready') {
      await super.afterLoadDocument(data);
      return;
    }
    // Redis is away: the subscription waits for it, the document does not.
    void this.announce(data);
  }

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
 * by ioredis (its default back-off) for as long as Redis is away; meanwhile each instance serves
 * its own editors, and every acknowledged edit is still logged in PostgreSQL.
 */
export function redisExtension(url: string, logger: Logger) {
  const connect = () => {
    const client = new RelayConnection(url, { maxRetriesPerRequest: null });
    client.on('error', (error: Error) => logger.warn({ err: error }, 'collab: redis connection'));
    return client;
  };
  return new DocumentRelay({ createClient: connect, prefix: 'websy-collab' });
}

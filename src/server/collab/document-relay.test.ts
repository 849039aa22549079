import { freePort } from '../db/embedded';
import { describe, expect, it } from 'vitest';
import { RelayConnection } from './document-relay';

describe('a connection of the document relay', () => {
  it('drops a publication while Redis is away instead of queueing it, and still queues a subscription', async () => {
    // Nothing listens on the port: the connection keeps retrying.
    const connection = new RelayConnection(`redis://127.0.0.1:${await freePort()}`, {
      maxRetriesPerRequest: null,
      retryStrategy: () => 50,
    });
    connection.on('error', () => undefined);
    try {
      expect(connection.status).not.toBe('ready');
      await expect(connection.publish('websy-collab:doc', 'update')).resolves.toBe(0);
      const subscribed = connection.subscribe('websy-collab:doc');
      const settled = await Promise.race([
        subscribed.then(() => 'settled'),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 200)),
      ]);
      expect(settled).toBe('waiting');
      subscribed.catch(() => undefined);
    } finally {
      connection.disconnect();
    }
  });
});

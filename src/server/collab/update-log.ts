import type { Database } from '../db/client';
import { editorDocumentUpdates } from '../db/schema/editor-documents';

interface Batch {
  updates: Uint8Array[];
  written: Promise<void>;
}
interface Queue {
  /** Settles when every batch so far is written (or failed). */
  tail: Promise<void>;
  /** The batch still taking updates: its insert has not started yet. */
  open: Batch | null;
}

/**
 * The append-only log of the updates clients send, written before the server applies and
 * acknowledges them. Per document, updates that arrive while an insert is running wait for it
 * and then go together in one multi-row insert; batches are written, and their promises settle,
 * in the order the updates came.
 */
export function createUpdateLog(db: Database) {
  const queues = new Map<string, Queue>();

  const insert = async (documentId: string, updates: Uint8Array[]) => {
    await db.insert(editorDocumentUpdates).values(updates.map((update) => ({ documentId, update })));
  };

  return {
    /** Resolves once the update is in the database; rejects if it could not be written. */
    append(documentId: string, update: Uint8Array): Promise<void> {
      let queue = queues.get(documentId);
      if (!queue) {
        queue = { tail: Promise.resolve(), open: null };
        queues.set(documentId, queue);
      }
      const q = queue;
      if (!q.open) {
        const batch: Batch = { updates: [], written: Promise.resolve() };
        batch.written = q.tail.then(() => {
          if (q.open === batch) q.open = null;
          return insert(documentId, batch.updates);
        });
        const tail = batch.written.catch(() => undefined);
        q.tail = tail;
        q.open = batch;
        void tail.then(() => {
          if (q.tail === tail && !q.open) queues.delete(documentId);
        });
      }
      q.open.updates.push(update);
      return q.open.written;
    },
    /** Settles when every update appended so far for the document is written or failed. */
    settled(documentId: string): Promise<void> {
      return queues.get(documentId)?.tail ?? Promise.resolve();
    },
  };
}

export type UpdateLog = ReturnType<typeof createUpdateLog>;

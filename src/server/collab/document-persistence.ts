import { asc, eq, inArray, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database, Tx } from '../db/client';
import { editorDocuments, editorDocumentUpdates } from '../db/schema/editor-documents';

type Logged = { id: number; update: Uint8Array; createdAt: Date };

/** The state of a document never stored. */
const EMPTY = Y.encodeStateAsUpdate(new Y.Doc());

const loggedOf = (tx: Tx, documentId: string): Promise<Logged[]> =>
  tx
    .select({
      id: editorDocumentUpdates.id,
      update: editorDocumentUpdates.update,
      createdAt: editorDocumentUpdates.createdAt,
    })
    .from(editorDocumentUpdates)
    .where(eq(editorDocumentUpdates.documentId, documentId))
    .orderBy(asc(editorDocumentUpdates.id));

/**
 * Writes `states` merged with the logged updates it is given as the document's content and
 * prunes those log rows, in one transaction (rows logged meanwhile stay for the next store).
 */
async function writeMerged(
  tx: Tx,
  documentId: string,
  states: Uint8Array[],
  logged: Logged[],
  modified: Date | null,
) {
  const parts = [...states, ...logged.map((l) => l.update)];
  const merged = parts.length === 1 ? parts[0]! : Y.mergeUpdates(parts);
  await tx
    .update(editorDocuments)
    .set({ ydoc: merged, ...(modified ? { lastModified: modified } : { lastModified: sql`now()` }) })
    .where(eq(editorDocuments.id, documentId));
  if (logged.length > 0) {
    await tx.delete(editorDocumentUpdates).where(
      inArray(
        editorDocumentUpdates.id,
        logged.map((l) => l.id),
      ),
    );
  }
}

/**
 * A document's content in PostgreSQL: `editor_documents.ydoc` (the merged state) plus the log of
 * updates received since it was last written. Runs as the server, after the socket was authorised.
 */
export function createDocumentPersistence(db: Database) {
  return {
    /**
     * Applies the stored state and every logged update to `doc`; when the log had rows (a server
     * stopped before storing), merges them into `ydoc` and prunes them. False when the document
     * does not exist.
     */
    async load(documentId: string, doc: Y.Doc): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ ydoc: editorDocuments.ydoc })
          .from(editorDocuments)
          .where(eq(editorDocuments.id, documentId))
          .for('update');
        if (!row) return false;
        const logged = await loggedOf(tx, documentId);
        if (row.ydoc) Y.applyUpdate(doc, row.ydoc);
        for (const { update } of logged) Y.applyUpdate(doc, update);
        if (logged.length > 0) {
          const last = logged[logged.length - 1]!.createdAt;
          await writeMerged(tx, documentId, [row.ydoc ?? EMPTY], logged, last);
        }
        return true;
      });
    },

    /**
     * The stored state merged with the logged updates (the content of a document not open here).
     * Both are read from one snapshot of the database: read one after the other, a store
     * committing in between (it merges the log into `ydoc` and prunes it) would leave the old
     * `ydoc` without the pruned rows. No lock is taken, so it never waits for a store.
     */
    async read(documentId: string): Promise<Uint8Array | null> {
      return db.transaction(
        async (tx) => {
          const [row] = await tx
            .select({ ydoc: editorDocuments.ydoc })
            .from(editorDocuments)
            .where(eq(editorDocuments.id, documentId));
          if (!row) return null;
          const logged = await loggedOf(tx, documentId);
          const parts = [row.ydoc ?? EMPTY, ...logged.map((l) => l.update)];
          return parts.length === 1 ? parts[0]! : Y.mergeUpdates(parts);
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /**
     * Stores the live document's state merged with what is stored (and whatever the log holds),
     * and prunes the log. Another instance may have stored edits this one never saw since it
     * loaded the document: written alone, this state would erase them. Yjs merges are unions
     * (of items and of deletions), so nothing either side acknowledged is lost, and a deletion
     * made elsewhere stays deleted. The row lock makes racing stores take turns, each merging
     * into what the one before wrote.
     */
    async store(documentId: string, doc: Y.Doc): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ ydoc: editorDocuments.ydoc })
          .from(editorDocuments)
          .where(eq(editorDocuments.id, documentId))
          .for('update');
        if (!row) return;
        const logged = await loggedOf(tx, documentId);
        const own = Y.encodeStateAsUpdate(doc);
        await writeMerged(tx, documentId, row.ydoc ? [row.ydoc, own] : [own], logged, null);
      });
    },
  };
}

export type DocumentPersistence = ReturnType<typeof createDocumentPersistence>;

import { asc, eq, inArray, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database, Tx } from '../db/client';
import { editorDocuments, editorDocumentUpdates } from '../db/schema/editor-documents';

type Logged = { id: number; update: Uint8Array; createdAt: Date };

const loggedOf = (tx: Tx | Database, documentId: string): Promise<Logged[]> =>
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
 * Writes `state` merged with the logged updates it is given as the document's content and prunes
 * those log rows, in one transaction (rows logged meanwhile stay for the next store).
 */
async function writeMerged(
  tx: Tx,
  documentId: string,
  state: Uint8Array,
  logged: Logged[],
  modified: Date | null,
) {
  const merged = logged.length > 0 ? Y.mergeUpdates([state, ...logged.map((l) => l.update)]) : state;
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
          await writeMerged(tx, documentId, row.ydoc ?? Y.encodeStateAsUpdate(new Y.Doc()), logged, last);
        }
        return true;
      });
    },

    /** The stored state merged with the logged updates (the content of a document not open here). */
    async read(documentId: string): Promise<Uint8Array | null> {
      const [row] = await db
        .select({ ydoc: editorDocuments.ydoc })
        .from(editorDocuments)
        .where(eq(editorDocuments.id, documentId));
      if (!row) return null;
      const logged = await loggedOf(db, documentId);
      const parts = [row.ydoc ?? Y.encodeStateAsUpdate(new Y.Doc()), ...logged.map((l) => l.update)];
      return parts.length === 1 ? parts[0]! : Y.mergeUpdates(parts);
    },

    /** Stores the live document's state (with whatever the log holds) and prunes the log. */
    async store(documentId: string, doc: Y.Doc): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: editorDocuments.id })
          .from(editorDocuments)
          .where(eq(editorDocuments.id, documentId))
          .for('update');
        if (!row) return;
        const logged = await loggedOf(tx, documentId);
        await writeMerged(tx, documentId, Y.encodeStateAsUpdate(doc), logged, null);
      });
    },
  };
}

export type DocumentPersistence = ReturnType<typeof createDocumentPersistence>;

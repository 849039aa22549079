import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { editorDocumentSnapshots } from '../../../db/schema/editor-documents';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../../shared/errors';
import type { SnapshotRow } from '../present-document';

const columns = {
  id: editorDocumentSnapshots.id,
  documentId: editorDocumentSnapshots.documentId,
  name: editorDocumentSnapshots.name,
  createdBy: editorDocumentSnapshots.createdBy,
  creatorName: users.fullName,
  createdAt: editorDocumentSnapshots.createdAt,
};

/** A document's snapshots, newest first (the document already found, so readable). */
export async function snapshotsOf(tx: Tx, documentId: string): Promise<SnapshotRow[]> {
  return tx
    .select(columns)
    .from(editorDocumentSnapshots)
    .leftJoin(users, eq(users.id, editorDocumentSnapshots.createdBy))
    .where(eq(editorDocumentSnapshots.documentId, documentId))
    .orderBy(desc(editorDocumentSnapshots.createdAt));
}

/** One snapshot of the document with its content, else 404. */
export async function findSnapshot(
  tx: Tx,
  documentId: string,
  id: string,
): Promise<SnapshotRow & { ydoc: Uint8Array }> {
  const [row] = await tx
    .select({ ...columns, ydoc: editorDocumentSnapshots.ydoc })
    .from(editorDocumentSnapshots)
    .leftJoin(users, eq(users.id, editorDocumentSnapshots.createdBy))
    .where(and(eq(editorDocumentSnapshots.documentId, documentId), eq(editorDocumentSnapshots.id, id)));
  if (!row) throw new AppError('NOT_FOUND', { message: 'documents:errors.snapshotNotFound' });
  return row;
}

/** Keeps `ydoc` as a named snapshot taken by the caller. */
export async function insertSnapshot(
  tx: Tx,
  values: { documentId: string; name: string; ydoc: Uint8Array; createdBy: string },
): Promise<SnapshotRow> {
  const [row] = await tx
    .insert(editorDocumentSnapshots)
    .values(values)
    .returning({ id: editorDocumentSnapshots.id, createdAt: editorDocumentSnapshots.createdAt });
  const [me] = await tx
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, values.createdBy));
  return {
    id: row!.id,
    documentId: values.documentId,
    name: values.name,
    createdBy: values.createdBy,
    creatorName: me?.fullName ?? null,
    createdAt: row!.createdAt,
  };
}

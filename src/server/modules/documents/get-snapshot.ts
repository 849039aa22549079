import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { asCaller, type Caller, type Database } from '../../db/client';
import { DOCUMENT_FIELD, type SnapshotContent } from '../../../shared/schemas/documents';
import { findDocument } from './internal/find-document';
import { presentSnapshot } from './present-document';
import { findSnapshot } from './internal/snapshot-rows';

/** A Yjs state's rich text as ProseMirror JSON (what TipTap renders read-only). */
export function contentOf(state: Uint8Array): SnapshotContent['content'] {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(DOCUMENT_FIELD)) as SnapshotContent['content'];
}

/** One snapshot with its content, for the read-only view. Members only (else 404). */
export async function getSnapshot(
  db: Database,
  caller: Caller,
  documentId: string,
  snapshotId: string,
): Promise<SnapshotContent> {
  return asCaller(db, caller, async (tx) => {
    await findDocument(tx, documentId);
    const snapshot = await findSnapshot(tx, documentId, snapshotId);
    return { ...presentSnapshot(snapshot), content: contentOf(snapshot.ydoc) };
  });
}

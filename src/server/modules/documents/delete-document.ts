import { eq } from 'drizzle-orm';
import { asCaller, type Caller } from '../../db/client';
import { editorDocuments } from '../../db/schema/editor-documents';
import type { Deps } from '../../lib/context';
import { AppError } from '../../../shared/errors';
import { findDocument } from './internal/find-document';
import { documentPolicy } from './policy';

/** Deletes a document with its snapshots (creator, project owner or admin); its editors are disconnected. */
export async function deleteDocument(deps: Deps, caller: Caller, id: string): Promise<void> {
  await asCaller(deps.db, caller, async (tx) => {
    const document = await findDocument(tx, id, { forUpdate: true });
    documentPolicy.assertCanDelete(caller, document);
    const deleted = await tx
      .delete(editorDocuments)
      .where(eq(editorDocuments.id, id))
      .returning({ id: editorDocuments.id });
    // Row-level security has the last word: nothing deleted means not allowed.
    if (deleted.length === 0) throw new AppError('PERMISSION', { message: 'documents:errors.noPermission' });
  });
  deps.collab.closeDocument(id);
}

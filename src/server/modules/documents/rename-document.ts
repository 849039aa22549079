import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { editorDocuments } from '../../db/schema/editor-documents';
import type { documentInputSchema, EditorDocument } from '../../../shared/schemas/documents';
import { findDocument } from './internal/find-document';
import { presentDocument } from './present-document';

/** Renames a document (any member); the rename counts as a modification. */
export async function renameDocument(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof documentInputSchema>,
): Promise<EditorDocument> {
  return asCaller(db, caller, async (tx) => {
    await findDocument(tx, id, { forUpdate: true });
    await tx
      .update(editorDocuments)
      .set({ title: input.title, lastModified: sql`now()` })
      .where(eq(editorDocuments.id, id));
    return presentDocument(caller, await findDocument(tx, id));
  });
}

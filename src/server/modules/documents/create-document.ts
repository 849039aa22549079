import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { editorDocuments } from '../../db/schema/editor-documents';
import type { documentInputSchema, EditorDocument } from '../../../shared/schemas/documents';
import { findProject } from '../projects/find-project';
import { findDocument } from './internal/find-document';
import { presentDocument } from './present-document';

/** A new, empty document in a project the caller is a member of (else 404). */
export async function createDocument(
  db: Database,
  caller: Caller,
  projectId: string,
  input: z.output<typeof documentInputSchema>,
): Promise<EditorDocument> {
  return asCaller(db, caller, async (tx) => {
    await findProject(tx, projectId);
    const [row] = await tx
      .insert(editorDocuments)
      .values({ projectId, title: input.title, createdBy: caller.id })
      .returning({ id: editorDocuments.id });
    return presentDocument(caller, await findDocument(tx, row!.id));
  });
}

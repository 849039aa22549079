import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../db/client';
import { editorDocuments } from '../db/schema/editor-documents';

const NAME = /^doc:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The document id in a socket's document name (`doc:<uuid>`), or null. */
export function documentIdOf(documentName: string): string | null {
  return NAME.exec(documentName)?.[1]?.toLowerCase() ?? null;
}

/**
 * The document's project when the caller may open it: read under row-level security as the
 * caller, so only its project's members (owner, admins, collaborators) find it.
 */
export async function openableDocument(
  db: Database,
  caller: Caller,
  documentId: string,
): Promise<{ projectId: string } | null> {
  const [row] = await asCaller(db, caller, (tx) =>
    tx
      .select({ projectId: editorDocuments.projectId })
      .from(editorDocuments)
      .where(eq(editorDocuments.id, documentId)),
  );
  return row ?? null;
}

import { desc, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { editorDocuments } from '../../db/schema/editor-documents';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import type { DocumentList } from '../../../shared/schemas/documents';
import { findProject } from '../projects/find-project';
import { documentColumns, type FoundDocument } from './internal/find-document';
import { presentDocument } from './present-document';

/** A project's documents, the most recently modified first. Members only (else 404). */
export async function listDocuments(db: Database, caller: Caller, projectId: string): Promise<DocumentList> {
  return asCaller(db, caller, async (tx) => {
    await findProject(tx, projectId);
    const rows = await tx
      .select(documentColumns)
      .from(editorDocuments)
      .innerJoin(projects, eq(projects.id, editorDocuments.projectId))
      .leftJoin(users, eq(users.id, editorDocuments.createdBy))
      .where(eq(editorDocuments.projectId, projectId))
      .orderBy(desc(editorDocuments.lastModified), desc(editorDocuments.createdAt));
    return { documents: rows.map((row) => presentDocument(caller, row as FoundDocument)) };
  });
}

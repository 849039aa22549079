import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { editorDocuments } from '../../../db/schema/editor-documents';
import { projects } from '../../../db/schema/projects';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../../shared/errors';

/** A document as the module works with it: its row (without content), its creator and its project's owner. */
export interface FoundDocument {
  id: string;
  projectId: string;
  title: string;
  createdBy: string | null;
  creatorName: string | null;
  createdAt: Date;
  lastModified: Date;
  projectOwner: string;
}

export const documentColumns = {
  id: editorDocuments.id,
  projectId: editorDocuments.projectId,
  title: editorDocuments.title,
  createdBy: editorDocuments.createdBy,
  creatorName: users.fullName,
  createdAt: editorDocuments.createdAt,
  lastModified: editorDocuments.lastModified,
  projectOwner: projects.createdBy,
};

/** The document if the caller is a member of its project (row-level security), else 404. */
export async function findDocument(tx: Tx, id: string, options: { forUpdate?: boolean } = {}) {
  const query = tx
    .select(documentColumns)
    .from(editorDocuments)
    .innerJoin(projects, eq(projects.id, editorDocuments.projectId))
    .leftJoin(users, eq(users.id, editorDocuments.createdBy))
    .where(eq(editorDocuments.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: editorDocuments }) : await query;
  if (!row) throw new AppError('NOT_FOUND', { message: 'documents:errors.notFound' });
  return row as FoundDocument;
}

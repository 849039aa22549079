import type { Caller } from '../../db/client';
import type { DocumentSnapshot, EditorDocument } from '../../../shared/schemas/documents';
import type { FoundDocument } from './internal/find-document';
import { documentPolicy } from './policy';

const person = (id: string | null, name: string | null) => (id ? { id, full_name: name ?? '' } : null);

/** A document as the list and the editor show it; never its content. */
export function presentDocument(caller: Caller, row: FoundDocument): EditorDocument {
  return {
    id: row.id,
    project_id: row.projectId,
    title: row.title,
    created_by: person(row.createdBy, row.creatorName),
    created_at: row.createdAt.toISOString(),
    last_modified: row.lastModified.toISOString(),
    can_delete: documentPolicy.canDelete(caller, row),
  };
}

export interface SnapshotRow {
  id: string;
  documentId: string;
  name: string;
  createdBy: string | null;
  creatorName: string | null;
  createdAt: Date;
}

export function presentSnapshot(row: SnapshotRow): DocumentSnapshot {
  return {
    id: row.id,
    document_id: row.documentId,
    name: row.name,
    created_by: person(row.createdBy, row.creatorName),
    created_at: row.createdAt.toISOString(),
  };
}

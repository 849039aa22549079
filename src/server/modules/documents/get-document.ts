import { asCaller, type Caller, type Database } from '../../db/client';
import type { EditorDocument } from '../../../shared/schemas/documents';
import { findDocument } from './internal/find-document';
import { presentDocument } from './present-document';

/** One document's details (the editor's header). Members only (else 404). */
export async function getDocument(db: Database, caller: Caller, id: string): Promise<EditorDocument> {
  return asCaller(db, caller, async (tx) => presentDocument(caller, await findDocument(tx, id)));
}

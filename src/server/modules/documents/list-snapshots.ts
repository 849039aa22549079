import { asCaller, type Caller, type Database } from '../../db/client';
import type { DocumentSnapshot } from '../../../shared/schemas/documents';
import { findDocument } from './internal/find-document';
import { presentSnapshot } from './present-document';
import { snapshotsOf } from './internal/snapshot-rows';

/** A document's named snapshots, newest first. Members only (else 404). */
export async function listSnapshots(
  db: Database,
  caller: Caller,
  documentId: string,
): Promise<{ snapshots: DocumentSnapshot[] }> {
  return asCaller(db, caller, async (tx) => {
    await findDocument(tx, documentId);
    return { snapshots: (await snapshotsOf(tx, documentId)).map(presentSnapshot) };
  });
}

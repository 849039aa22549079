import type { z } from 'zod';
import { asCaller, type Caller } from '../../db/client';
import type { Deps } from '../../lib/context';
import type { DocumentSnapshot, snapshotInputSchema } from '../../../shared/schemas/documents';
import { findDocument } from './internal/find-document';
import { presentSnapshot } from './present-document';
import { insertSnapshot } from './internal/snapshot-rows';

/** Keeps the document's content as it is now (live edits included) under a name. Members only. */
export async function createSnapshot(
  deps: Deps,
  caller: Caller,
  documentId: string,
  input: z.output<typeof snapshotInputSchema>,
): Promise<DocumentSnapshot> {
  return asCaller(deps.db, caller, async (tx) => {
    await findDocument(tx, documentId);
    const ydoc = await deps.collab.currentState(documentId);
    return presentSnapshot(
      await insertSnapshot(tx, { documentId, name: input.name, ydoc, createdBy: caller.id }),
    );
  });
}

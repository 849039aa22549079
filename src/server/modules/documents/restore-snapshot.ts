import type { TFunction } from 'i18next';
import { asCaller, type Caller } from '../../db/client';
import type { Deps } from '../../lib/context';
import { SNAPSHOT_NAME_MAX, type RestoreResult } from '../../../shared/schemas/documents';
import { findDocument } from './internal/find-document';
import { presentSnapshot } from './present-document';
import { findSnapshot, insertSnapshot } from './internal/snapshot-rows';

/**
 * Restores a snapshot: keeps what the document holds now as a snapshot of its own ("Antes de
 * restaurar «…»"), then replaces the live content through the collaboration server, so the
 * editors connected see it at once. Members only (else 404).
 */
export async function restoreSnapshot(
  deps: Deps,
  caller: Caller,
  t: TFunction,
  documentId: string,
  snapshotId: string,
): Promise<RestoreResult> {
  const { restored, previous } = await asCaller(deps.db, caller, async (tx) => {
    await findDocument(tx, documentId, { forUpdate: true });
    const snapshot = await findSnapshot(tx, documentId, snapshotId);
    const name = t('documents:snapshots.beforeRestore', { name: snapshot.name }).slice(0, SNAPSHOT_NAME_MAX);
    const ydoc = await deps.collab.currentState(documentId);
    const kept = await insertSnapshot(tx, { documentId, name, ydoc, createdBy: caller.id });
    return { restored: snapshot, previous: kept };
  });
  await deps.collab.replaceContent(documentId, restored.ydoc);
  return { restored: presentSnapshot(restored), previous: presentSnapshot(previous) };
}

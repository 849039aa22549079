import { skipToken, useQuery } from '@tanstack/react-query';
import type { SnapshotContent } from '@/shared/schemas/documents';
import { unwrap } from '@/web/lib/api-client';
import { documentKeys, documentsClient, operation } from './client';

/** GET /api/documents/{id}/snapshots/{snapshotId}: its content as ProseMirror JSON (members only). */
export async function getSnapshot(
  documentId: string,
  snapshotId: string,
  signal?: AbortSignal,
): Promise<SnapshotContent> {
  const { snapshot } = await unwrap(
    documentsClient.documents[':id'].snapshots[':snapshotId'].$get(
      { param: { id: documentId, snapshotId } },
      signal ? { init: { signal } } : undefined,
    ),
  );
  return snapshot;
}

/** The snapshot being viewed; nothing is fetched while `snapshotId` is null. */
export function useSnapshotContent(documentId: string, snapshotId: string | null) {
  return useQuery({
    queryKey: documentKeys.snapshot(documentId, snapshotId ?? ''),
    queryFn: snapshotId ? ({ signal }) => getSnapshot(documentId, snapshotId, signal) : skipToken,
    meta: { operation: operation('loadSnapshot') },
  });
}

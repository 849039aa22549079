import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestoreResult } from '@/shared/schemas/documents';
import { unwrap } from '@/web/lib/api-client';
import { documentKeys, documentsClient, operation } from './client';

/**
 * POST /api/documents/{id}/snapshots/{snapshotId}/restore: the snapshot replaces the live content
 * (connected editors receive it through the collaboration socket); what was there is kept first.
 */
export function restoreSnapshot({
  documentId,
  snapshotId,
}: {
  documentId: string;
  snapshotId: string;
}): Promise<RestoreResult> {
  return unwrap(
    documentsClient.documents[':id'].snapshots[':snapshotId'].restore.$post({
      param: { id: documentId, snapshotId },
    }),
  );
}

export function useRestoreSnapshot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreSnapshot,
    meta: { operation: operation('restoreSnapshot') },
    onSuccess: (_result, { documentId }) =>
      void queryClient.invalidateQueries({ queryKey: documentKeys.snapshots(documentId) }),
  });
}

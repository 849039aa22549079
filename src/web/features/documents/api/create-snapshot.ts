import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentSnapshot, SnapshotInput } from '@/shared/schemas/documents';
import { unwrap } from '@/web/lib/api-client';
import { documentKeys, documentsClient, operation } from './client';

/** POST /api/documents/{id}/snapshots: keep the current content under a name (members). */
export async function createSnapshot({
  documentId,
  input,
}: {
  documentId: string;
  input: SnapshotInput;
}): Promise<DocumentSnapshot> {
  const { snapshot } = await unwrap(
    documentsClient.documents[':id'].snapshots.$post({ param: { id: documentId }, json: input }),
  );
  return snapshot;
}

export function useCreateSnapshot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSnapshot,
    meta: { operation: operation('createSnapshot') },
    onSuccess: (snapshot) =>
      void queryClient.invalidateQueries({ queryKey: documentKeys.snapshots(snapshot.document_id) }),
  });
}

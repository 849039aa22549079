import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { documentKeys, documentsClient, operation } from './client';

/** GET /api/documents/{id}/snapshots: newest first (members only). */
export function listSnapshots(documentId: string, signal?: AbortSignal) {
  return unwrap(
    documentsClient.documents[':id'].snapshots.$get(
      { param: { id: documentId } },
      signal ? { init: { signal } } : undefined,
    ),
  );
}

export function useSnapshots(documentId: string) {
  return useQuery({
    queryKey: documentKeys.snapshots(documentId),
    queryFn: ({ signal }) => listSnapshots(documentId, signal),
    select: (data) => data.snapshots,
    meta: { operation: operation('loadSnapshots') },
  });
}

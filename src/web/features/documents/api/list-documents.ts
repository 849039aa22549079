import { useQuery } from '@tanstack/react-query';
import type { DocumentList } from '@/shared/schemas/documents';
import { unwrap } from '@/web/lib/api-client';
import { documentKeys, documentsClient, operation } from './client';

/** GET /api/projects/{id}/documents: the most recently modified first (members only). */
export function listDocuments(projectId: string, signal?: AbortSignal): Promise<DocumentList> {
  return unwrap(
    documentsClient.projects[':id'].documents.$get(
      { param: { id: projectId } },
      signal ? { init: { signal } } : undefined,
    ),
  );
}

export function useProjectDocuments(projectId: string) {
  return useQuery({
    queryKey: documentKeys.list(projectId),
    queryFn: ({ signal }) => listDocuments(projectId, signal),
    meta: { operation: operation('loadDocuments') },
  });
}

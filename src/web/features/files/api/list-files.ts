import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FileList } from '@/shared/schemas/files';
import { unwrap } from '@/web/lib/api-client';
import { fileKeys, filesClient, operation } from './client';

/** GET /api/projects/{id}/files: newest first, 20 a page (members only). */
export function listFiles(projectId: string, page: number, signal?: AbortSignal): Promise<FileList> {
  return unwrap(
    filesClient.projects[':id'].files.$get(
      { param: { id: projectId }, query: { page: String(page), limit: '20' } },
      signal ? { init: { signal } } : undefined,
    ),
  );
}

export function useProjectFiles(projectId: string, page: number) {
  return useQuery({
    queryKey: fileKeys.list(projectId, page),
    queryFn: ({ signal }) => listFiles(projectId, page, signal),
    placeholderData: keepPreviousData,
    meta: { operation: operation('loadFiles') },
  });
}

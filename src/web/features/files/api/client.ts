import type { FilesApi } from '@/server/app';
import { i18n } from '@/web/lib/i18n';
import { rpcClient } from '@/web/lib/api-client';
import { fileDownloadUrl } from '@/web/lib/file-download-url';
import { PROJECT_FILES_QUERY_KEY } from '@/web/lib/upload-request';

/** Mounted at /api: '/projects/{id}/files', '/files/quota', '/files/{id}', '/files/{id}/download'. */
export const filesClient = rpcClient<FilesApi>('/api');

export type Operation = 'loadFiles' | 'loadQuota' | 'deleteFile';

/** The name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: Operation): string {
  return i18n.t(`files:operations.${key}`);
}

/** Query keys of this feature; a realtime change of project_files refreshes everything under 'files'. */
export const fileKeys = {
  all: PROJECT_FILES_QUERY_KEY,
  list: (projectId: string, page: number) => [...fileKeys.all, 'list', projectId, page] as const,
  quota: () => [...fileKeys.all, 'quota'] as const,
};

/** The address of a file's bytes: a download, or (`inline`) a sandboxed preview. */
export const downloadUrl = fileDownloadUrl;

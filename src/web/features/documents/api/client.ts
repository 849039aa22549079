import type { DocumentsApi } from '@/server/app';
import { i18n } from '@/web/lib/i18n';
import { rpcClient } from '@/web/lib/api-client';

/** Mounted at /api: '/projects/{id}/documents', '/documents/{id}', '/documents/{id}/snapshots…'. */
export const documentsClient = rpcClient<DocumentsApi>('/api');

export type Operation =
  | 'loadDocuments'
  | 'createDocument'
  | 'renameDocument'
  | 'deleteDocument'
  | 'loadSnapshots'
  | 'createSnapshot'
  | 'loadSnapshot'
  | 'restoreSnapshot';

/** The name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: Operation): string {
  return i18n.t(`documents:operations.${key}`);
}

/** Query keys of this feature. */
export const documentKeys = {
  all: ['documents'] as const,
  list: (projectId: string) => [...documentKeys.all, 'list', projectId] as const,
  snapshots: (documentId: string) => [...documentKeys.all, 'snapshots', documentId] as const,
  snapshot: (documentId: string, snapshotId: string) =>
    [...documentKeys.snapshots(documentId), snapshotId] as const,
};

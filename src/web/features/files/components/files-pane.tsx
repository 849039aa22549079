import { FolderOpen, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectFile } from '@/shared/schemas/files';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/lib/toast';
import { useDeleteFile } from '../api/delete-file';
import { useUploadQuota } from '../api/get-quota';
import { useProjectFiles } from '../api/list-files';
import { useOnline } from '@/web/lib/use-online';
import { useUploads } from '../lib/use-uploads';
import { DropZone } from './drop-zone';
import { FileRow } from './file-row';
import { PreviewDialog } from './preview-dialog';
import { UploadRows } from './upload-rows';

/**
 * Archivos (decision 0017): a project's shared files. Drop or choose files (several at once, each
 * with its progress and Cancel), see today's uploads against the limit, and the list, newest
 * first, with previews for images and PDF, downloads, and deletion for the uploader or an admin.
 */
export function FilesPane({ projectId }: { projectId: string }) {
  const { t } = useTranslation('files');
  const online = useOnline();
  const [page, setPage] = useState(1);
  const files = useProjectFiles(projectId, page);
  const quota = useUploadQuota();
  const uploads = useUploads(projectId);
  const remove = useDeleteFile();
  const [previewing, setPreviewing] = useState<ProjectFile | null>(null);
  const [deleting, setDeleting] = useState<ProjectFile | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(t('confirmDelete.done'));
        setDeleting(null);
      },
    });
  };

  const data = files.data;
  return (
    <section className="grid grid-cols-1 gap-4" aria-label={t('title')}>
      {!online && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <WifiOff className="size-4" aria-hidden="true" />
          {data ? t('list.offline') : t('upload.offline')}
        </p>
      )}
      <DropZone onFiles={uploads.start} disabled={!online} />
      {quota.data && (
        <p className="text-sm text-muted-foreground">
          {t('usage', { count: quota.data.used, limit: quota.data.limit })}
        </p>
      )}
      <UploadRows rows={uploads.rows} onCancel={uploads.cancel} />
      {files.isPending ? (
        <div className="grid gap-3" aria-label={t('list.loading')} role="status">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="size-10" />
              <Skeleton className="h-4 w-48" />
            </div>
          ))}
        </div>
      ) : files.error || !data ? (
        <ErrorState
          message={t('list.error')}
          onRetry={() => void files.refetch()}
          retrying={files.isRefetching}
        />
      ) : data.total === 0 ? (
        <EmptyState icon={FolderOpen} title={t('list.empty')}>
          {t('list.emptyHint')}
        </EmptyState>
      ) : (
        <>
          <ul className="divide-y" aria-label={t('title')}>
            {data.files.map((file) => (
              <FileRow key={file.id} file={file} onPreview={setPreviewing} onDelete={setDeleting} />
            ))}
          </ul>
          {data.totalPages > 1 && (
            <nav className="flex items-center justify-between gap-2 text-sm">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('list.previous')}
              </Button>
              <span>{t('list.page', { page: data.page, pages: data.totalPages })}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= data.totalPages}
                onClick={() => setPage(page + 1)}
              >
                {t('list.next')}
              </Button>
            </nav>
          )}
        </>
      )}
      <PreviewDialog file={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('confirmDelete.title')}
        description={t('confirmDelete.message', { name: deleting?.file_name })}
        confirmLabel={t('confirmDelete.confirm')}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </section>
  );
}

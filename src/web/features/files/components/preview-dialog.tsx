import { useTranslation } from 'react-i18next';
import type { ProjectFile } from '@/shared/schemas/files';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { downloadUrl } from '../api/client';

/** A raster image or a PDF shown in the page, from its sandboxed `?inline=1` address. */
export function PreviewDialog({ file, onClose }: { file: ProjectFile | null; onClose: () => void }) {
  const { t } = useTranslation('files');
  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle className="truncate pr-10">{file?.file_name}</DialogTitle>
        </DialogHeader>
        {file &&
          (file.mime_type === 'application/pdf' ? (
            <iframe
              sandbox=""
              src={downloadUrl(file.id, true)}
              title={t('actions.preview', { name: file.file_name })}
              className="h-[70dvh] w-full rounded-md border"
            />
          ) : (
            <img
              src={downloadUrl(file.id, true)}
              alt={file.file_name}
              className="max-h-[70dvh] w-full rounded-md object-contain"
            />
          ))}
      </DialogContent>
    </Dialog>
  );
}

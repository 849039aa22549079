import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectFile } from '@/shared/schemas/files';
import { buttonVariants } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { downloadUrl } from '../api/client';

/** PDF.js and its worker load only when a PDF preview opens. */
const PdfPreview = lazy(() => import('./pdf-preview').then((m) => ({ default: m.PdfPreview })));

/**
 * A raster image (from its sandboxed `?inline=1` address) or a PDF drawn page by page with
 * PDF.js from the same bytes; a PDF always offers its download too.
 */
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
            <>
              <Suspense
                fallback={
                  <div className="grid min-h-40 place-items-center">
                    <Spinner label={t('preview.loading')} />
                  </div>
                }
              >
                <PdfPreview key={file.id} url={downloadUrl(file.id, true)} name={file.file_name} />
              </Suspense>
              <DialogFooter>
                <a
                  href={downloadUrl(file.id)}
                  download={file.file_name}
                  className={buttonVariants({ variant: 'outline' })}
                  aria-label={t('actions.download', { name: file.file_name })}
                >
                  <Download aria-hidden="true" />
                  {t('preview.download')}
                </a>
              </DialogFooter>
            </>
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

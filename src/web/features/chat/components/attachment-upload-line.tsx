import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/web/components/progress';
import { Button } from '@/web/components/ui/button';
import type { AttachmentUpload } from '../hooks/use-attachment-upload';

/** Above the message box: the file being uploaded with its progress and Cancel, or why it failed. */
export function AttachmentUploadLine({
  upload,
  error,
  onCancel,
  onDismiss,
}: {
  upload: AttachmentUpload | null;
  error: string | null;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation(['chat', 'files']);
  return (
    <>
      {upload && (
        <div className="mb-2 flex items-center gap-2" data-testid="chat-upload">
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs font-medium">{upload.name}</p>
            <ProgressBar
              value={upload.progress * 100}
              label={t('files:upload.progress', { name: upload.name })}
            />
          </div>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('files:upload.cancel')}
          </Button>
        </div>
      )}
      {error && (
        <p
          role="alert"
          className="mb-2 flex items-start gap-1 rounded-md border border-destructive/40 px-2 py-1 text-xs text-destructive"
        >
          <span className="min-w-0 flex-1">{error}</span>
          <Button
            size="icon"
            variant="ghost"
            className="size-6 shrink-0"
            aria-label={t('chat:composer.dismissUploadError')}
            onClick={onDismiss}
          >
            <X aria-hidden="true" />
          </Button>
        </p>
      )}
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatAttachment } from '@/shared/schemas/chat';
import { FILE_LIMITS } from '@/shared/schemas/files';
import { PROJECT_FILES_QUERY_KEY, uploadRequest } from '@/web/lib/upload-request';

export interface AttachmentUpload {
  name: string;
  /** 0 to 1. */
  progress: number;
}

/**
 * A file uploaded on the spot from the composer (decision 0017), one at a time, through the same
 * request as the Archivos tab: refused here over 50 MB before a byte is sent (the files pane's
 * message), then it becomes the message's attachment. The server's refusals (too large, the
 * daily quota, a refused type) are kept as `error` for the composer to show. Either way the
 * project's files, the quota and the attachable list are refreshed.
 */
export function useAttachmentUpload(projectId: string, onUploaded: (attachment: ChatAttachment) => void) {
  const { t } = useTranslation(['chat', 'files']);
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<AttachmentUpload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<(() => void) | null>(null);

  useEffect(() => () => abortRef.current?.(), []);

  const start = useCallback(
    (file: File) => {
      setError(null);
      if (file.size > FILE_LIMITS.maxBytes) {
        setError(t('files:upload.tooLarge', { name: file.name }));
        return;
      }
      abortRef.current?.();
      const request = uploadRequest(projectId, file, (progress) =>
        setUpload((current) => current && { ...current, progress }),
      );
      abortRef.current = request.abort;
      setUpload({ name: file.name, progress: 0 });
      request.promise
        .then(
          (uploaded) =>
            onUploaded({
              id: uploaded.id,
              file_name: uploaded.file_name,
              mime_type: uploaded.mime_type,
              file_size: uploaded.file_size,
            }),
          (failure: Error) => {
            if (failure.name !== 'AbortError') {
              setError(t('files:upload.failed', { name: file.name, message: failure.message }));
            }
          },
        )
        .finally(() => {
          if (abortRef.current === request.abort) {
            abortRef.current = null;
            setUpload(null);
          }
          void queryClient.invalidateQueries({ queryKey: PROJECT_FILES_QUERY_KEY });
        });
    },
    [projectId, onUploaded, queryClient, t],
  );

  const cancel = useCallback(() => abortRef.current?.(), []);
  const dismissError = useCallback(() => setError(null), []);
  return { upload, error, start, cancel, dismissError };
}

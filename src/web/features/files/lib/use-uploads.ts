import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_LIMITS } from '@/shared/schemas/files';
import { notify } from '@/web/lib/toast';
import { fileKeys } from '../api/client';
import { uploadRequest } from '@/web/lib/upload-request';

export interface UploadRow {
  id: string;
  name: string;
  /** 0 to 1. */
  progress: number;
}

/**
 * The uploads in progress of one pane: each file goes on its own request (several at once), a
 * file over 50 MB is refused here before a byte is sent (the server checks again), and each row
 * can be cancelled. Finished uploads refresh the list and today's count.
 */
export function useUploads(projectId: string) {
  const { t } = useTranslation('files');
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const aborts = useRef(new Map<string, () => void>());

  useEffect(() => {
    const pending = aborts.current;
    return () => pending.forEach((abort) => abort());
  }, []);

  const remove = (id: string) => {
    aborts.current.delete(id);
    setRows((all) => all.filter((row) => row.id !== id));
  };

  const start = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        if (file.size > FILE_LIMITS.maxBytes) {
          notify.error(t('upload.tooLarge', { name: file.name }));
          continue;
        }
        const id = crypto.randomUUID();
        const onProgress = (progress: number) =>
          setRows((all) => all.map((row) => (row.id === id ? { ...row, progress } : row)));
        const request = uploadRequest(projectId, file, onProgress);
        aborts.current.set(id, request.abort);
        setRows((all) => [...all, { id, name: file.name, progress: 0 }]);
        request.promise.then(
          () => {
            remove(id);
            notify.success(t('upload.done', { name: file.name }));
            void queryClient.invalidateQueries({ queryKey: fileKeys.all });
          },
          (error: Error) => {
            remove(id);
            if (error.name === 'AbortError') notify.info(t('upload.cancelled'));
            else notify.error(t('upload.failed', { name: file.name, message: error.message }));
            void queryClient.invalidateQueries({ queryKey: fileKeys.quota() });
          },
        );
      }
    },
    [projectId, queryClient, t],
  );

  const cancel = useCallback((id: string) => aborts.current.get(id)?.(), []);
  return { rows, start, cancel };
}

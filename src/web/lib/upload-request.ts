import type { ProjectFile } from '@/shared/schemas/files';
import { ApiError } from '@/web/lib/api-error';
import { currentLanguage } from '@/web/lib/i18n';

/**
 * The query-key prefix of everything derived from a project's files: the files feature's list and
 * upload quota, and the chat's list of attachable files. An upload from either feature refreshes it.
 */
export const PROJECT_FILES_QUERY_KEY = ['files'] as const;

export interface UploadRequest {
  promise: Promise<ProjectFile>;
  abort: () => void;
}

/**
 * POST /api/projects/{id}/files with the file itself as the body (the files pane and the chat
 * composer), through XHR so the page can show its progress and cancel it. Rejects with the server's ApiError (message already in the
 * UI's language), or with an AbortError when cancelled.
 */
export function uploadRequest(
  projectId: string,
  file: File,
  onProgress: (fraction: number) => void,
): UploadRequest {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<ProjectFile>((resolve, reject) => {
    xhr.open('POST', `/api/projects/${encodeURIComponent(projectId)}/files`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { file?: ProjectFile; error?: { code: string; message: string } } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = {};
      }
      if (xhr.status === 201 && body.file) resolve(body.file);
      else
        reject(
          new ApiError({
            code: body.error?.code ?? 'INTERNAL',
            message: body.error?.message ?? xhr.statusText,
            status: xhr.status,
          }),
        );
    };
    xhr.onerror = () => reject(new ApiError({ code: 'CONNECTION', message: 'Failed to fetch', status: 0 }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.send(file);
  });
  return { promise, abort: () => xhr.abort() };
}

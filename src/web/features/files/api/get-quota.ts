import { useQuery } from '@tanstack/react-query';
import type { UploadQuota } from '@/shared/schemas/files';
import { unwrap } from '@/web/lib/api-client';
import { fileKeys, filesClient, operation } from './client';

/** GET /api/files/quota: today's uploads, the daily limit and the per-file limit. */
export function getQuota(signal?: AbortSignal): Promise<UploadQuota> {
  return unwrap(filesClient.files.quota.$get({}, signal ? { init: { signal } } : undefined));
}

export function useUploadQuota() {
  return useQuery({
    queryKey: fileKeys.quota(),
    queryFn: ({ signal }) => getQuota(signal),
    meta: { operation: operation('loadQuota') },
  });
}

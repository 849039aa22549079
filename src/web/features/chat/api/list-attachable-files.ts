import { useQuery } from '@tanstack/react-query';
import type { FilesApi } from '@/server/app';
import { rpcClient, unwrap, withSignal } from '@/web/lib/api-client';
import { chatKeys } from './query-keys';

const filesClient = rpcClient<FilesApi>('/api');

/** The project's newest files, to attach one to a message (asked for when the picker opens). */
export function useAttachableFiles(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.attachable(projectId),
    queryFn: ({ signal }) =>
      unwrap(
        filesClient.projects[':id'].files.$get(
          { param: { id: projectId }, query: { limit: '50' } },
          withSignal(signal),
        ),
      ),
    enabled,
    staleTime: 30_000,
  });
}

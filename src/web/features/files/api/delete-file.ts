import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapEmpty } from '@/web/lib/api-client';
import { fileKeys, filesClient, operation } from './client';

/** DELETE /api/files/{id}: the uploader or an admin. */
export function deleteFile(fileId: string) {
  return unwrapEmpty(filesClient.files[':id'].$delete({ param: { id: fileId } }));
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    meta: { operation: operation('deleteFile') },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}

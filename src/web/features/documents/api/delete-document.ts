import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapEmpty } from '@/web/lib/api-client';
import { documentKeys, documentsClient, operation } from './client';

/** DELETE /api/documents/{id}: its creator, the project's owner or an admin. */
export function deleteDocument(documentId: string) {
  return unwrapEmpty(documentsClient.documents[':id'].$delete({ param: { id: documentId } }));
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    meta: { operation: operation('deleteDocument') },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

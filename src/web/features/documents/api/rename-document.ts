import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentInput, EditorDocument } from '@/shared/schemas/documents';
import { unwrap } from '@/web/lib/api-client';
import { documentKeys, documentsClient, operation } from './client';

/** PATCH /api/documents/{id}: a new title (members). */
export async function renameDocument({
  documentId,
  input,
}: {
  documentId: string;
  input: DocumentInput;
}): Promise<EditorDocument> {
  const { document } = await unwrap(
    documentsClient.documents[':id'].$patch({ param: { id: documentId }, json: input }),
  );
  return document;
}

export function useRenameDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameDocument,
    meta: { operation: operation('renameDocument') },
    onSuccess: (document) =>
      void queryClient.invalidateQueries({ queryKey: documentKeys.list(document.project_id) }),
  });
}

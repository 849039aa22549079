import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentInput, EditorDocument } from '@/shared/schemas/documents';
import { unwrap } from '@/web/lib/api-client';
import { documentKeys, documentsClient, operation } from './client';

/** POST /api/projects/{id}/documents: an empty document (members). */
export async function createDocument({
  projectId,
  input,
}: {
  projectId: string;
  input: DocumentInput;
}): Promise<EditorDocument> {
  const { document } = await unwrap(
    documentsClient.projects[':id'].documents.$post({ param: { id: projectId }, json: input }),
  );
  return document;
}

export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocument,
    meta: { operation: operation('createDocument') },
    onSuccess: (document) =>
      void queryClient.invalidateQueries({ queryKey: documentKeys.list(document.project_id) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapEmpty } from '@/web/lib/api-client';
import { commentsClient, operation } from './client';
import { projectKeys } from './query-keys';

/** DELETE /api/comments/{id}: one's own comment (admins any). */
export function deleteComment({ id }: { id: string; projectId: string }): Promise<void> {
  return unwrapEmpty(commentsClient.comments[':id'].$delete({ param: { id } }));
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    meta: { operation: operation('deleteComment') },
    onSuccess: (_data, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: projectKeys.comments(projectId) }),
  });
}

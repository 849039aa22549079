import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@/shared/schemas/phases-tasks';
import { unwrap } from '@/web/lib/api-client';
import { commentsClient, operation } from './client';
import { projectKeys } from './query-keys';

export interface NewComment {
  projectId: string;
  content: string;
  /** The phase the thread belongs to (its id), or 'general'. */
  phaseKey: string;
  parentId?: string | null;
}

/** POST /api/projects/{id}/comments: a comment on a phase, or a reply. */
export async function createComment({
  projectId,
  content,
  phaseKey,
  parentId,
}: NewComment): Promise<Comment> {
  const { comment } = await unwrap(
    commentsClient.projects[':id'].comments.$post({
      param: { id: projectId },
      json: { content, phase_key: phaseKey, parent_id: parentId ?? null },
    }),
  );
  return comment;
}

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    meta: { operation: operation('addComment') },
    onSuccess: (_comment, { projectId }) => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.comments(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) });
    },
  });
}

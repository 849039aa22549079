import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Comment, commentInputSchema } from '@/shared/schemas/phases-tasks';
import { unwrap } from '@/web/lib/api-client';
import { commentsClient } from './client';
import { projectKeys } from './query-keys';

/** A comment on a phase's thread (`phase_key`: the phase's id, or 'general'), or a reply. */
export type NewComment = { projectId: string } & z.input<typeof commentInputSchema>;

/** POST /api/projects/{id}/comments. */
export async function createComment({ projectId, ...input }: NewComment): Promise<Comment> {
  const { comment } = await unwrap(
    commentsClient.projects[':id'].comments.$post({
      param: { id: projectId },
      json: { ...input, parent_id: input.parent_id ?? null },
    }),
  );
  return comment;
}

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    // The comment box shows the error on its form: no toast.
    meta: { silent: true },
    onSuccess: (_comment, { projectId }) => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.comments(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) });
    },
  });
}

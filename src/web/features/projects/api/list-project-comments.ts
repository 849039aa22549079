import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comment } from '@/shared/schemas/phases-tasks';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { commentsClient, operation } from './client';
import { projectKeys } from './query-keys';

/** GET /api/projects/{id}/comments: top-level comments, each with its replies, oldest first. */
export async function listProjectComments(id: string, signal?: AbortSignal): Promise<Comment[]> {
  const { comments } = await unwrap(
    commentsClient.projects[':id'].comments.$get({ param: { id }, query: {} }, withSignal(signal)),
  );
  return comments;
}

export const projectCommentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.comments(id),
    queryFn: ({ signal }) => listProjectComments(id, signal),
    // The phases' comments are on the project page's first tab: the server reads them and sends
    // them with the page (decision 0046), rather than the app asking for them as it hydrates.
    meta: { operation: operation('loadComments'), firstScreen: true },
  });

export function useProjectComments(id: string) {
  return useQuery(projectCommentsQueryOptions(id));
}

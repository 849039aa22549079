import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { unwrapEmpty } from '@/web/lib/api-client';
import { projectsClient } from './client';
import { approvalKeys, projectKeys } from './query-keys';

/** DELETE /api/projects/{id}: admins any project; a client only their own rejected ones. */
export function deleteProject(id: string): Promise<void> {
  return unwrapEmpty(projectsClient[':id'].$delete({ param: { id } }));
}

/**
 * Drops a deleted project's own queries (detail, progress, comments, activity). Call it once
 * nothing shows that project any more: a mounted page would refetch them and get 404s.
 */
export function forgetProject(queryClient: QueryClient, id: string) {
  for (const key of [
    projectKeys.detail(id),
    projectKeys.progress(id),
    projectKeys.comments(id),
    projectKeys.activity(id),
  ]) {
    queryClient.removeQueries({ queryKey: key, exact: true });
  }
}

/** Lists, counts and approvals are refreshed; the dialog shows a refusal in the server's words. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    meta: { silent: true },
    onSuccess: () => {
      for (const key of [
        projectKeys.lists(),
        projectKeys.count(),
        projectKeys.stats(),
        projectKeys.technologies(),
        approvalKeys.all,
      ]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

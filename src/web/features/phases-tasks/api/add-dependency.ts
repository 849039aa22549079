import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { unwrap } from '@/web/lib/api-client';
import { tasksClient, timed } from './client';
import { taskKeys } from './query-keys';

/** A finish-to-start dependency as the server answers it. */
export type Dependency = InferResponseType<
  (typeof tasksClient)[':id']['dependencies']['$post'],
  201
>['dependencies'][number];

/** POST /api/tasks/{id}/dependencies: this task starts after another finishes; a cycle is refused. */
export async function addDependency({
  taskId,
  dependsOn,
}: {
  taskId: string;
  dependsOn: string;
}): Promise<Dependency[]> {
  const { dependencies } = await timed((options) =>
    unwrap(
      tasksClient[':id'].dependencies.$post(
        { param: { id: taskId }, json: { depends_on_task_id: dependsOn } },
        options,
      ),
    ),
  );
  return dependencies;
}

/** The editor shows a refusal (a cycle) next to the picker: no toast. */
export function useAddDependency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDependency,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

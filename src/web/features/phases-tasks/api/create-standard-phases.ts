import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Phase } from '@/shared/schemas/phases-tasks';
import { unwrap } from '@/web/lib/api-client';
import { operation, phasesClient, timed } from './client';
import { invalidatePhasesAndTasks } from './invalidate';

/** POST /api/projects/{id}/phases/standard: UI Design, Maquetado, Contenido, Funcionalidades, SEO, Deploy. */
export async function createStandardPhases(projectId: string): Promise<Phase[]> {
  const { phases } = await timed((options) =>
    unwrap(phasesClient.projects[':id'].phases.standard.$post({ param: { id: projectId } }, options)),
  );
  return phases;
}

export function useCreateStandardPhases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStandardPhases,
    meta: { operation: operation('createPhase') },
    onSuccess: () => invalidatePhasesAndTasks(queryClient),
  });
}

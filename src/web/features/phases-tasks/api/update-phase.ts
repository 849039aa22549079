import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Phase, updatePhaseSchema } from '@/shared/schemas/phases-tasks';
import { unwrap } from '@/web/lib/api-client';
import { versionConflictOf } from '@/web/lib/version-conflict';
import { operation, phasesClient, timed } from './client';
import { invalidatePhasesAndTasks } from './invalidate';

export type UpdatePhaseValues = z.output<typeof updatePhaseSchema>;

/** PATCH /api/phases/{id}: name, dates, status… (a status change recomputes the project's progress). */
export async function updatePhase({
  phaseId,
  input,
}: {
  phaseId: string;
  input: UpdatePhaseValues;
}): Promise<Phase> {
  const { phase } = await timed((options) =>
    unwrap(phasesClient.phases[':id'].$patch({ param: { id: phaseId }, json: input }, options)),
  );
  return phase;
}

/** `silent` when the caller shows the error on a form. */
export function useUpdatePhase({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhase,
    meta: silent ? { silent: true } : { operation: operation('updatePhase') },
    onSuccess: () => invalidatePhasesAndTasks(queryClient),
    // Someone changed it meanwhile: show it as it is now.
    onError: (error) => versionConflictOf(error) && invalidatePhasesAndTasks(queryClient),
  });
}

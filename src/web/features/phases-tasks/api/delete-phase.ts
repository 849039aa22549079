import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapEmpty } from '@/web/lib/api-client';
import { operation, phasesClient, timed } from './client';
import { invalidatePhasesAndTasks } from './invalidate';

/** DELETE /api/phases/{id}. */
export function deletePhase(phaseId: string): Promise<void> {
  return timed((options) =>
    unwrapEmpty(phasesClient.phases[':id'].$delete({ param: { id: phaseId } }, options)),
  );
}

export function useDeletePhase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhase,
    meta: { operation: operation('deletePhase') },
    onSuccess: () => invalidatePhasesAndTasks(queryClient),
  });
}

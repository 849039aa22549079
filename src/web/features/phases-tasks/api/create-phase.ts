import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createPhaseSchema, Phase } from '@/shared/schemas/phases-tasks';
import { unwrap } from '@/web/lib/api-client';
import { phasesClient, timed } from './client';
import { invalidatePhasesAndTasks } from './invalidate';

export type CreatePhaseValues = z.output<typeof createPhaseSchema>;

/** POST /api/projects/{id}/phases (create_phase_with_validation): order = max + 1. */
export async function createPhase({
  projectId,
  input,
}: {
  projectId: string;
  input: CreatePhaseValues;
}): Promise<Phase> {
  const { phase } = await timed((options) =>
    unwrap(phasesClient.projects[':id'].phases.$post({ param: { id: projectId }, json: input }, options)),
  );
  return phase;
}

/** The dialog maps validation errors onto its fields: no toast. */
export function useCreatePhase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPhase,
    meta: { silent: true },
    onSuccess: () => invalidatePhasesAndTasks(queryClient),
  });
}

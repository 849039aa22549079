import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Signoff, submitSignoffSchema } from '@/shared/schemas/signoffs';
import { unwrap } from '@/web/lib/api-client';
import { invalidateAfterSignoff, signoffsClient } from './client';

export interface SubmitSignoffVariables {
  phaseId: string;
  input: z.output<typeof submitSignoffSchema>;
}

/** POST /api/phases/{id}/signoffs (admin): the phase goes to its owner for acceptance. */
export async function submitSignoff({ phaseId, input }: SubmitSignoffVariables): Promise<Signoff> {
  return unwrap(signoffsClient.phases[':id'].signoffs.$post({ param: { id: phaseId }, json: input }));
}

export function useSubmitSignoff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSignoff,
    // The dialog shows the error on its fields or as its general message: no toast.
    meta: { silent: true },
    onSettled: () => invalidateAfterSignoff(queryClient),
  });
}

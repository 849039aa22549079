import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { decideSignoffSchema, Signoff } from '@/shared/schemas/signoffs';
import { unwrap } from '@/web/lib/api-client';
import { invalidateAfterSignoff, signoffsClient } from './client';

export interface DecideSignoffVariables {
  signoffId: string;
  input: z.output<typeof decideSignoffSchema>;
}

/** POST /api/signoffs/{id}/decision (the project's owner): accept, or ask for changes with a comment. */
export async function decideSignoff({ signoffId, input }: DecideSignoffVariables): Promise<Signoff> {
  return unwrap(signoffsClient.signoffs[':id'].decision.$post({ param: { id: signoffId }, json: input }));
}

export function useDecideSignoff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSignoff,
    meta: { silent: true },
    // A refusal (409: someone decided or withdrew it meanwhile) refreshes the card as well.
    onSettled: () => invalidateAfterSignoff(queryClient),
  });
}

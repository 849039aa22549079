import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Signoff } from '@/shared/schemas/signoffs';
import { unwrap } from '@/web/lib/api-client';
import { invalidateAfterSignoff, signoffsClient } from './client';

/** POST /api/signoffs/{id}/withdraw (admin): a submitted sign-off no longer waits for the client. */
export async function withdrawSignoff(signoffId: string): Promise<Signoff> {
  return unwrap(signoffsClient.signoffs[':id'].withdraw.$post({ param: { id: signoffId } }));
}

export function useWithdrawSignoff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawSignoff,
    meta: { silent: true },
    onSettled: () => invalidateAfterSignoff(queryClient),
  });
}

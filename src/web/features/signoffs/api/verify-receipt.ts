import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignoffVerification } from '@/shared/schemas/signoffs';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { signoffKeys, signoffsClient } from './client';

/** GET /api/signoffs/verify/{digest} (public): 'valid' or 'unknown', never what was accepted. */
export async function verifyReceipt(digest: string, signal?: AbortSignal): Promise<SignoffVerification> {
  return unwrap(signoffsClient.signoffs.verify[':digest'].$get({ param: { digest } }, withSignal(signal)));
}

export function useReceiptVerification(digest: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: signoffKeys.verification(digest ?? ''),
      queryFn: ({ signal }) => verifyReceipt(digest ?? '', signal),
      meta: { silent: true },
    }),
    enabled: digest !== null,
  });
}

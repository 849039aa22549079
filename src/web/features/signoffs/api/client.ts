import type { QueryClient } from '@tanstack/react-query';
import type { SignoffsApi } from '@/server/app';
import { rpcClient } from '@/web/lib/api-client';
import { i18n } from '@/web/lib/i18n';

/**
 * Typed client of the sign-offs module (Hono RPC, decision 0004), mounted at /api:
 * '/projects/{id}/signoffs', '/phases/{id}/signoffs', '/signoffs/{id}/decision',
 * '/signoffs/{id}/withdraw' and the public '/signoffs/verify/{digest}'.
 */
export const signoffsClient = rpcClient<SignoffsApi>('/api');

/**
 * Query keys of this feature. A project's sign-offs live under 'projects', which every change of
 * a project, its phases, tasks, comments and files refreshes (`lib/realtime-invalidation.ts`):
 * the other side's submission, decision or withdrawal reaches an open page without a key of its own.
 */
export const signoffKeys = {
  all: ['projects', 'signoffs'] as const,
  list: (projectId: string) => [...signoffKeys.all, projectId] as const,
  verification: (digest: string) => ['signoff-verification', digest] as const,
};

export type Operation =
  | 'loadSignoffs'
  | 'submitSignoff'
  | 'decideSignoff'
  | 'withdrawSignoff'
  | 'loadFiles'
  | 'loadEvidence'
  | 'verifyReceipt';

/** The name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: Operation): string {
  return i18n.t(`signoffs:operations.${key}`);
}

/**
 * After a submission, a decision or a withdrawal: the project (its phases' states, progress,
 * activity and sign-offs), its phases and tasks (asking for changes reopens the phase and comments
 * on its task), its files (the receipt) and invoices (the milestone's).
 */
export function invalidateAfterSignoff(queryClient: QueryClient) {
  for (const prefix of ['projects', 'phases', 'tasks', 'files', 'payments'])
    void queryClient.invalidateQueries({ queryKey: [prefix] });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { approvalsClient, operation } from './client';
import { approvalKeys } from './query-keys';

/** The approval requests view (GET /api/approval-requests, admins): requests with details, and their total. */
export type ApprovalRequestList = InferResponseType<typeof approvalsClient.index.$get, 200>;
export type ApprovalRequest = ApprovalRequestList['requests'][number];

export function listPendingApprovalRequests(signal?: AbortSignal): Promise<ApprovalRequestList> {
  return unwrap(approvalsClient.index.$get({ query: { status: 'pending' } }, withSignal(signal)));
}

export const pendingApprovalsQueryOptions = () =>
  queryOptions({
    queryKey: approvalKeys.pending(),
    queryFn: ({ signal }) => listPendingApprovalRequests(signal),
    meta: { operation: operation('loadApprovals'), firstScreen: true },
  });

export function usePendingApprovals({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pendingApprovalsQueryOptions(), enabled });
}

/**
 * The sidebar badge of 'aprobar-proyectos': the real number of pending requests (admins only;
 * `undefined` while loading or for clients). Quiet on failure: a badge never raises a toast.
 */
export function usePendingApprovalsCount({ enabled = true }: { enabled?: boolean } = {}): number | undefined {
  const { data } = useQuery({
    ...pendingApprovalsQueryOptions(),
    enabled,
    meta: { silent: true, firstScreen: true },
  });
  return data?.total;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { StaffApi } from '@/server/app';
import { rpcClient, unwrap } from '../api-client';

/** GET /api/staff (every signed-in user): the agency's team with their skills. */
const staffClient = rpcClient<StaffApi>('/api/staff');

/** A member of the agency's team: who tasks and tickets are assigned to. */
export type StaffMember = InferResponseType<typeof staffClient.index.$get, 200>['members'][number];

/** The team changes rarely; its own key, so no other data's events refetch it. */
export const staffKeys = { all: ['staff'] as const };

export async function listStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  const { members } = await unwrap(staffClient.index.$get({}, { init: { signal: signal ?? null } }));
  return members;
}

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.all,
    queryFn: ({ signal }) => listStaff(signal),
    staleTime: 10 * 60_000,
    meta: { operation: 'loadStaff' },
  });

/** One cached list for the task form, the ticket controls and the team widget. */
export function useStaff({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...staffQueryOptions(), enabled });
}

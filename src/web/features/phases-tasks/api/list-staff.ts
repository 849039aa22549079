import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { unwrap } from '@/web/lib/api-client';
import { operation, staffClient, withSignal } from './client';
import { staffKeys } from './query-keys';

/** A member of the agency's team (GET /api/staff): the possible assignees of a task, with skills. */
export type StaffMember = InferResponseType<typeof staffClient.index.$get, 200>['members'][number];

export async function listStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  const { members } = await unwrap(staffClient.index.$get(undefined, withSignal(signal)));
  return members;
}

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.all,
    queryFn: ({ signal }) => listStaff(signal),
    staleTime: 10 * 60_000,
    meta: { operation: operation('loadStaff') },
  });

export function useStaff({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...staffQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { operation, staffApi } from './client';
import { staffKeys } from './query-keys';

/** GET /api/staff: the agency's team (admins), who tickets can be assigned to. */
export async function listStaff(signal?: AbortSignal) {
  const { members } = await unwrap(staffApi.index.$get({}, { init: { signal: signal ?? null } }));
  return members;
}

export type StaffMember = Awaited<ReturnType<typeof listStaff>>[number];

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.all,
    queryFn: ({ signal }) => listStaff(signal),
    staleTime: 5 * 60_000,
    meta: { operation: operation('loadStaff') },
  });

export function useStaff(enabled = true) {
  return useQuery({ ...staffQueryOptions(), enabled });
}

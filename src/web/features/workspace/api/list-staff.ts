import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { operation, staffApi } from './client';
import { workspaceKeys } from './query-keys';

/** GET /api/staff: the agency's team with skills (every signed-in user may see it). */
export async function listStaff(signal?: AbortSignal) {
  const { members } = await unwrap(staffApi.index.$get({}, { init: { signal: signal ?? null } }));
  return members;
}

export type StaffMember = Awaited<ReturnType<typeof listStaff>>[number];

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.staff,
    queryFn: ({ signal }) => listStaff(signal),
    meta: { operation: operation('loadTeam'), silent: true },
  });

export function useStaff() {
  return useQuery(staffQueryOptions());
}

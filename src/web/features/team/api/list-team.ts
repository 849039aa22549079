import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { insightsApi, operation } from './client';

/** GET /api/team (admins): the agency's members with skills and workload. */
export async function listTeam(signal?: AbortSignal) {
  const { members } = await unwrap(insightsApi.team.$get({}, { init: { signal: signal ?? null } }));
  return members;
}

export type TeamMember = Awaited<ReturnType<typeof listTeam>>[number];

/** Under 'tasks': a task event (created, completed, reassigned) refreshes the workload. */
export const teamKeys = { all: ['tasks', 'team-workload'] as const };

export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.all,
    queryFn: ({ signal }) => listTeam(signal),
    meta: { operation: operation('load'), silent: true },
  });

export function useTeam() {
  return useQuery(teamQueryOptions());
}

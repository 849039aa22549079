import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteCare } from '@/shared/schemas/site-care';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { siteCareClient, siteCareKeys } from './client';

/**
 * GET /api/projects/{id}/site-care?month=YYYY-MM: uptime, certificate, speed and the care plan's
 * month (anyone who reads the project).
 */
export async function getSiteCare(
  projectId: string,
  month: string | undefined,
  signal?: AbortSignal,
): Promise<SiteCare> {
  const body = await unwrap(
    siteCareClient.projects[':id']['site-care'].$get(
      { param: { id: projectId }, query: month ? { month } : {} },
      withSignal(signal),
    ),
  );
  return body.care;
}

export const siteCareQueryOptions = (projectId: string, month?: string) =>
  queryOptions({
    queryKey: siteCareKeys.month(projectId, month),
    queryFn: ({ signal }) => getSiteCare(projectId, month, signal),
    // The card shows its own error state with a retry. The server reads this month's care for the
    // project's page (decision 0046): the card comes drawn at its size, its buttons ready.
    meta: { silent: true, firstScreen: true },
  });

/** The care of a project; switching months keeps the month shown until the next one is in. */
export function useSiteCare(projectId: string, month?: string) {
  return useQuery({ ...siteCareQueryOptions(projectId, month), placeholderData: keepPreviousData });
}

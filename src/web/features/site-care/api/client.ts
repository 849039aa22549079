import type { QueryClient } from '@tanstack/react-query';
import type { SiteCare } from '@/shared/schemas/site-care';
import type { SiteCareApi } from '@/server/app';
import { rpcClient } from '@/web/lib/api-client';

/**
 * Typed client of the site-care module (Hono RPC, decision 0004), mounted at /api:
 * '/projects/{id}/site-care', '/projects/{id}/site-care/check', '/projects/{id}/care-hours' and
 * '/care-hours/{id}'.
 */
export const siteCareClient = rpcClient<SiteCareApi>('/api');

/**
 * Query keys of this feature. A project's care lives under 'projects', which every change of the
 * project refreshes (`lib/realtime-invalidation.ts`): a status moved to production or a new site
 * address reaches an open page without a key of its own.
 */
export const siteCareKeys = {
  all: ['projects', 'site-care'] as const,
  project: (projectId: string) => [...siteCareKeys.all, projectId] as const,
  /** `month` undefined: the server's current month (the agency's time zone decides which it is). */
  month: (projectId: string, month: string | undefined) =>
    [...siteCareKeys.project(projectId), month ?? 'current'] as const,
};

/**
 * After a change answered with the whole care: that answer is the month it shows (the current
 * one, or the one asked for), and every other month of the project is read again.
 */
export function storeCare(queryClient: QueryClient, care: SiteCare, month: string | undefined) {
  queryClient.setQueryData(siteCareKeys.month(care.project_id, month), care);
  void queryClient.invalidateQueries({
    queryKey: siteCareKeys.project(care.project_id),
    predicate: (query) => query.queryKey[3] !== (month ?? 'current'),
  });
}

/** After hours were logged or deleted: every month of the project's care is read again. */
export function invalidateCare(queryClient: QueryClient, projectId: string) {
  return queryClient.invalidateQueries({ queryKey: siteCareKeys.project(projectId) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalView } from '@/shared/schemas/view-as';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { viewAsApi } from '@/web/lib/api/view-as';

/** GET /api/me/portal-views: when the agency viewed the signed-in client's portal, newest first. */
export async function listPortalViews(signal?: AbortSignal): Promise<PortalView[]> {
  const { views } = await unwrap(viewAsApi.me['portal-views'].$get(undefined, withSignal(signal)));
  return views;
}

export const portalViewsQueryOptions = () =>
  queryOptions({
    queryKey: ['view-as', 'portal-views'],
    queryFn: ({ signal }) => listPortalViews(signal),
    staleTime: 60_000,
    meta: { silent: true },
  });

export function usePortalViews() {
  return useQuery(portalViewsQueryOptions());
}

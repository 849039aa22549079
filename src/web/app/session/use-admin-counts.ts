import { useQuery } from '@tanstack/react-query';
import type { AdminApi } from '@/server/app';
import { rpcClient, unwrap } from '@/web/lib/api-client';

const adminApi = rpcClient<AdminApi>('/api');

export type AdminCounts = Awaited<ReturnType<typeof getAdminCounts>>;

export async function getAdminCounts() {
  return unwrap(adminApi.admin.counts.$get());
}

/**
 * The admin sidebar's counts (docs/product.md#screens-and-navigation, #api-conventions): loaded once on entry; realtime changes to projects
 * refresh them through the 'projects' key prefix.
 */
export function useAdminCounts(enabled: boolean) {
  return useQuery({
    queryKey: ['projects', 'admin-counts'],
    queryFn: getAdminCounts,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { operation: 'loadCounts', firstScreen: true },
  });
}

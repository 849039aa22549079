import { useMutation } from '@tanstack/react-query';
import type { ViewAsApi } from '@/server/app';
import { rpcClient, unwrap } from '@/web/lib/api-client';

/** The "view as client" module (mounted at /api; docs/decisions/0054). */
export const viewAsApi = rpcClient<ViewAsApi>('/api');

/**
 * Leaves for `redirect` with a full load: the session in this browser has just changed, and
 * nothing of the previous person's cache, socket or screens may stay.
 */
export function reloadAt(redirect: string): void {
  window.location.assign(redirect);
}

/** POST /api/users/{id}/view-as: this browser's session becomes a read-only view as the client. */
export function useStartViewAs() {
  return useMutation({
    mutationFn: (id: string) => unwrap(viewAsApi.users[':id']['view-as'].$post({ param: { id } })),
    onSuccess: ({ redirect }) => reloadAt(redirect),
  });
}

/**
 * POST /api/view-as/exit: the view ends and the admin's own session comes back, with a full load.
 * A plain function: the banner loads this module only when "Salir" is pressed.
 */
export async function exitViewAs(): Promise<void> {
  const { redirect } = await unwrap(viewAsApi['view-as'].exit.$post());
  reloadAt(redirect);
}

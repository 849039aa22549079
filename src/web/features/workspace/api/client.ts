import type { WorkspaceApi } from '@/server/app';
import { i18n } from '@/web/lib/i18n';
import { rpcClient } from '@/web/lib/api-client';

/**
 * Typed RPC clients (Hono) of the modules the workspace and the custom dashboard call, with the
 * options of `lib/api-client.ts`: the UI language on every request, same-origin cookies. Calls go
 * through `unwrap`, which turns failures into `ApiError`. Preferences and the public config are
 * foundation routes: they go through `api` of `lib/api-client.ts`.
 */
/** GET /api/workspace. */
export const workspaceApi = rpcClient<WorkspaceApi>('/api');

export type WorkspaceOperation =
  'loadWorkspace' | 'loadDashboard' | 'saveDashboard' | 'loadProjects' | 'loadStats';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: WorkspaceOperation): string {
  return i18n.t(`workspace:operations.${key}`);
}

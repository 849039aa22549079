import { hc } from 'hono/client';
import type { InsightsApi, ProjectsApi, StaffApi } from '@/server/app';
import { currentLanguage, i18n } from '@/web/lib/i18n';

/**
 * Typed RPC clients (Hono) of the modules the workspace and the custom dashboard call, with the
 * options of `lib/api-client.ts`: the UI language on every request, same-origin cookies. Calls go
 * through `unwrap`, which turns failures into `ApiError`. Preferences and the public config are
 * foundation routes: they go through `api` of `lib/api-client.ts`.
 */
const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
const options = {
  headers: () => ({ 'Accept-Language': currentLanguage() }),
  init: { credentials: 'same-origin' },
} satisfies Parameters<typeof hc>[1];

/** GET /api/workspace. */
export const insightsApi = hc<InsightsApi>(`${origin}/api`, options);
/** GET /api/projects and /api/projects/stats (the dashboard's projects and stats widgets). */
export const projectsApi = hc<ProjectsApi>(`${origin}/api/projects`, options);
/** GET /api/staff: the agency's team, visible to every user (the team widget). */
export const staffApi = hc<StaffApi>(`${origin}/api/staff`, options);

export type WorkspaceOperation = 'loadWorkspace' | 'loadDashboard' | 'saveDashboard' | 'loadProjects' | 'loadStats' | 'loadTeam';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: WorkspaceOperation): string {
  return i18n.t(`workspace:operations.${key}`);
}

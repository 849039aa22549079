import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/** The workspace feature's screens, ready for the router (children of the 'app' layout route). */
export const workspaceRoutes: FeatureRoute[] = [
  { id: 'workspace', path: paths.app.workspace.path, lazy: () => import('./routes/workspace') },
  {
    id: 'dashboard-custom',
    path: paths.app.dashboardCustom.path,
    lazy: () => import('./routes/dashboard-custom'),
  },
];

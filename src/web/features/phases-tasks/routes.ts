import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/**
 * The phases-tasks feature's screens, ready for the router (children of the 'app' layout
 * route).
 */
export const phasesTasksRoutes: FeatureRoute[] = [
  {
    id: 'phases-tasks',
    path: paths.app.phasesTasks.path,
    lazy: () => import('./routes/client-phases-tasks'),
  },
  {
    id: 'admin-phases-tasks',
    path: paths.admin.phasesTasks.path,
    lazy: () => import('./routes/admin-phases-tasks'),
    role: 'admin',
  },
];

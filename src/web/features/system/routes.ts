import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/** The system feature's screens (security log, environment), ready for the router. */
export const systemRoutes: FeatureRoute[] = [
  {
    id: 'admin-security',
    path: paths.admin.security.path,
    lazy: () => import('./routes/security'),
    role: 'admin',
  },
  {
    id: 'environment',
    path: paths.app.environment.path,
    lazy: () => import('./routes/environment'),
    role: 'admin',
  },
];
